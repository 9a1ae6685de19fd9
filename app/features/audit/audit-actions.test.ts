import { describe, expect, it } from 'vitest';
import { auditActions, auditGroups, listGroupActions, toAuditRow } from './audit-actions';
import type { AuditEntry } from './audit.server';

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    atUtc: '2025-10-30T12:00:05.000Z',
    actorUserId: null,
    ip: '192.0.2.7',
    action: 'logout',
    targetType: null,
    targetId: null,
    details: {},
    ...overrides,
  };
}

describe('toAuditRow', () => {
  it.each<[string, Partial<AuditEntry>, string, string | null]>([
    [
      'a sign-in',
      { action: 'login.success', details: { username: 'sam', sessionId: 's1' } },
      'Signed in',
      null,
    ],
    [
      'a wrong password',
      { action: 'login.failure', details: { username: 'sam', reason: 'wrong-password' } },
      'Sign-in refused (wrong password)',
      'username "sam"',
    ],
    [
      'an unknown username',
      { action: 'login.failure', details: { username: 'nobody', reason: 'unknown-user' } },
      'Sign-in refused (unknown username)',
      'username "nobody"',
    ],
    [
      'a lockout',
      {
        action: 'login.locked',
        details: { username: 'sam', scope: 'user_ip', retryAfterSeconds: 900 },
      },
      'Sign-in locked',
      'username "sam", for this username from this address, retry after 15 min',
    ],
    [
      'a throttled sign-in',
      {
        action: 'ratelimit.hit',
        details: { limit: 'sign-in', username: 'sam', scopes: ['ip'], retryAfterSeconds: 61 },
      },
      'Sign-in refused (too many attempts)',
      'username "sam", retry after 2 min',
    ],
    [
      'a cross-site post',
      {
        action: 'csrf.rejected',
        details: {
          method: 'POST',
          reason: 'foreign-origin',
          origin: 'https://evil.example',
          secFetchSite: null,
        },
      },
      'Refused (sent from another site)',
      'POST, Origin https://evil.example',
    ],
    [
      'an editor on an administrator screen',
      { action: 'authz.denied', actorUserId: 'u1', details: { method: 'GET', role: 'editor' } },
      'Refused (administrators only)',
      'GET, as editor',
    ],
    [
      'a change after the session ended',
      { action: 'authz.denied', details: { method: 'POST', session: 'ended' } },
      'Refused (not signed in)',
      'POST, after the session ended',
    ],
    [
      'a body too large',
      { action: 'request.refused', details: { status: 413, method: 'POST' } },
      'Request refused (too large)',
      'POST',
    ],
    [
      'a fixture edit',
      {
        action: 'fixture.edited',
        details: {
          old: { homeTeam: 'Arsenal', awayTeam: 'Chelsea', date: '2025-11-01', time: '15:00' },
          new: { homeTeam: 'Arsenal', awayTeam: 'Chelsea', date: '2025-11-01', time: '17:30' },
        },
      },
      'Fixture edited',
      'Arsenal v Chelsea, 2025-11-01 15:00 → Arsenal v Chelsea, 2025-11-01 17:30',
    ],
    [
      'a cleared date',
      { action: 'date.deleted', details: { count: 3 } },
      'Date cleared',
      'count: 3',
    ],
    [
      'an article',
      { action: 'article.updated', details: { slug: 's', title: 'Derby day' } },
      'Article updated',
      'Derby day',
    ],
    [
      'an action no longer known',
      { action: 'old.thing', details: { a: 1, nested: { b: 2 } } },
      'old.thing',
      'a: 1',
    ],
  ])('%s', (_what, overrides, what, detail) => {
    expect(toAuditRow(entry(overrides), 'sam')).toMatchObject({ what, detail });
  });

  it.each([
    ['a staff member by username', { actorUserId: 'u1' }, 'sam', 'sam', true],
    ['an account since removed by its id', { actorUserId: 'u9' }, null, 'removed account u9', true],
    ['a request nobody signed in for as anonymous', { ip: '192.0.2.7' }, null, 'anonymous', false],
    ['the command line (no address)', { ip: null }, null, 'command line', false],
  ])('names %s', (_what, overrides, name, who, staff) => {
    expect(toAuditRow(entry(overrides), name)).toMatchObject({ who, staff });
  });

  it.each([
    ['2025-10-30T12:00:05.000Z', 'Thu 30 Oct 2025 12:00:05'],
    ['2025-07-01T23:30:59.000Z', 'Wed 2 Jul 2025 00:30:59'],
    ['not a time', 'not a time'],
  ])('shows %s as UK time %s', (atUtc, whenUk) => {
    expect(toAuditRow(entry({ atUtc }), null)).toMatchObject({ whenUk, atUtc });
  });
});

describe('the action catalogue', () => {
  it('puts every action in exactly one group', () => {
    const grouped = auditGroups.flatMap((group) => listGroupActions(group.id));
    expect(grouped.sort()).toEqual(Object.keys(auditActions).sort());
  });
});
