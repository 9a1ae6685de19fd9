import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  auditSearch,
  noAuditFilter,
  parseAuditQuery,
  utcRangeOf,
  type AuditQuery,
} from './audit-filter';

const none: AuditQuery = { filter: noAuditFilter, cursor: null, ignored: [] };

describe('parseAuditQuery', () => {
  it.each<[string, AuditQuery]>([
    ['', none],
    ['action=refusals', { ...none, filter: { ...noAuditFilter, action: 'refusals' } }],
    ['action=login.failure', { ...none, filter: { ...noAuditFilter, action: 'login.failure' } }],
    ['staff=sam', { ...none, filter: { ...noAuditFilter, staff: 'sam' } }],
    [
      'from=2025-10-31&to=2025-10-01',
      { ...none, filter: { ...noAuditFilter, from: '2025-10-01', to: '2025-10-31' } },
    ],
    ['target=%20%2Flogin%20', { ...none, filter: { ...noAuditFilter, target: '/login' } }],
    ['before=120', { ...none, cursor: { before: 120 } }],
    ['after=7', { ...none, cursor: { after: 7 } }],
    ['before=120&after=7', { ...none, cursor: { before: 120 }, ignored: ['Newer than'] }],
    ['action=&staff=&from=&to=&target=&before=', none],
    ['action=everything', { ...none, ignored: ['Kind'] }],
    ['action=toString', { ...none, ignored: ['Kind'] }],
    ['staff=Robert%27);DROP', { ...none, ignored: ['Staff member'] }],
    ['from=2025-02-30&to=yesterday', { ...none, ignored: ['From', 'To'] }],
    [`target=${'x'.repeat(101)}`, { ...none, ignored: ['Target'] }],
    ['before=0', { ...none, ignored: ['Older than'] }],
    ['before=-1', { ...none, ignored: ['Older than'] }],
    ['after=1e3', { ...none, ignored: ['Newer than'] }],
    ['before=9999999999999999', { ...none, ignored: ['Older than'] }],
    [
      'action=content&action=refusals',
      { ...none, filter: { ...noAuditFilter, action: 'content' } },
    ],
  ])('?%s', (search, expected) => {
    expect(parseAuditQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('auditSearch', () => {
  it.each([
    [noAuditFilter, null, ''],
    [
      { ...noAuditFilter, action: 'refusals' as const },
      { before: 120 },
      '?action=refusals&before=120',
    ],
    [{ ...noAuditFilter, target: 'a b&c' }, { after: 3 }, '?target=a+b%26c&after=3'],
  ])('%j %j -> %s', (filter, cursor, expected) => {
    expect(auditSearch(filter, cursor)).toBe(expected);
  });

  it('reads back as it was written', () => {
    const query: AuditQuery = {
      filter: {
        action: 'sign-in',
        staff: 'sam',
        from: '2025-10-01',
        to: '2025-10-02',
        target: '%_',
      },
      cursor: { before: 51 },
      ignored: [],
    };
    expect(parseAuditQuery(new URLSearchParams(auditSearch(query.filter, query.cursor)))).toEqual(
      query,
    );
  });
});

describe('actionsOf', () => {
  it('gives a group its actions, one action itself, and no kind every action', () => {
    expect(actionsOf('refusals')).toEqual([
      'authz.denied',
      'csrf.rejected',
      'ratelimit.hit',
      'request.refused',
    ]);
    expect(actionsOf('logout')).toEqual(['logout']);
    expect(actionsOf(null)).toBeNull();
  });
});

describe('utcRangeOf', () => {
  it.each([
    [
      { from: null, to: null },
      { since: null, until: null },
    ],
    // Summer: UK midnight is 23:00 UTC the day before.
    [
      { from: '2025-07-01', to: '2025-07-01' },
      { since: '2025-06-30T23:00:00.000Z', until: '2025-07-01T23:00:00.000Z' },
    ],
    // The clocks go back on 26 October 2025: that UK day lasts 25 hours.
    [
      { from: '2025-10-26', to: '2025-10-26' },
      { since: '2025-10-25T23:00:00.000Z', until: '2025-10-27T00:00:00.000Z' },
    ],
    [
      { from: '2025-12-01', to: null },
      { since: '2025-12-01T00:00:00.000Z', until: null },
    ],
  ])('%j -> %j', (range, expected) => {
    expect(utcRangeOf(range)).toEqual(expected);
  });
});
