import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildDemoFixtures } from '~/features/schedule/demo-fixtures';
import type { Fixture } from '~/features/schedule/fixture';
import { newFixtureId } from '~/features/schedule/fixture-identity';
import type { ListedFixture } from '~/features/listings/listed-fixture';
import { toListedFixture } from '~/features/listings/listed-fixture.server';
import {
  createShareLink,
  readSharedFixtures,
  readSharedFixturesFromUrl,
  sharedFixturesParam,
  shareLinkLimits,
} from './share-link.server';

const key = Buffer.alloc(32, 'share-link-test-key');
const otherKey = Buffer.alloc(32, 'another-key');

const damaged = "This shared link has been changed or damaged, so it can't be shown.";
const tooLong = 'This shared link is too long.';
const unrecognised = 'This shared link is not in a format we recognise.';

/** Realistic list rows, as the admin dashboard has them: demo fortnights, saved, then listed. */
function makeListedFixtures(count: number): ListedFixture[] {
  const inputs = [
    ...buildDemoFixtures('2025-10-30'),
    ...buildDemoFixtures('2025-11-13'),
    ...buildDemoFixtures('2025-11-27'),
  ];
  return inputs.slice(0, count).map((input) => {
    const fixture: Fixture = {
      ...input,
      id: newFixtureId(),
      date: input.date ?? '2025-10-30',
      slug: 'slug',
      kickoffUtc: '2025-10-30T12:00:00.000Z',
      channels: input.channels.map((c) => ({ ...c, url: null })),
    };
    return toListedFixture(fixture);
  });
}

const withoutIds = (fixtures: readonly ListedFixture[]) =>
  fixtures.map(({ id: _id, ...rest }) => ({
    ...rest,
    channels: rest.channels.map((c) => ({ ...c })),
  }));

function mint(fixtures: readonly ListedFixture[], signingKey = key): string {
  const link = createShareLink(fixtures, signingKey);
  if (!link.ok) throw new Error(link.message);
  return link.path;
}

/** The `shared_fixtures` value of a link. */
function valueOf(path: string): string {
  const value = new URL(path, 'http://localhost').searchParams.get(sharedFixturesParam);
  if (value === null) throw new Error(`no ${sharedFixturesParam} in ${path}`);
  return value;
}

/** A value signed with `signingKey`, whatever `d` holds: the reader's checks after the HMAC. */
function signed(data: string, signingKey = key): string {
  return `1.${data}.${createHmac('sha256', signingKey).update(`1.${data}`).digest('base64url')}`;
}

const signedJson = (payload: unknown) =>
  signed(deflateRawSync(JSON.stringify(payload)).toString('base64url'));

/** A valid compact list to break one field of at a time. */
function validPayload() {
  return {
    channels: ['sky-sports-main-event', { name: 'Club TV' }],
    competitions: ['Premier League'],
    days: [['2025-11-01', [['15:00', 'Arsenal', 'Chelsea', 0, [0, 1]]]]],
  } as {
    channels: unknown[];
    competitions: unknown[];
    days: [unknown, unknown[][]][];
  } & Record<string, unknown>;
}

describe('createShareLink and readSharedFixtures', () => {
  it('round-trips 300 realistic fixtures in a URL under 8,000 characters', () => {
    const fixtures = makeListedFixtures(300);
    expect(fixtures).toHaveLength(300);
    const path = mint(fixtures);
    const value = valueOf(path);
    const data = value.split('.')[1] ?? '';
    expect(path.length).toBeLessThanOrEqual(shareLinkLimits.urlChars);
    expect(data.length).toBeLessThanOrEqual(shareLinkLimits.dataChars);
    expect(path).toMatch(/^\/schedule\?shared_fixtures=1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);

    const read = readSharedFixtures(value, key);
    if (!read.ok) throw new Error(read.message);
    expect(withoutIds(read.fixtures)).toEqual(withoutIds(fixtures));
    expect(read.fixtures.map((f) => f.id)).toEqual(fixtures.map((_, i) => `shared-${i + 1}`));
    const states = new Set(read.fixtures.map((f) => f.state));
    expect(states).toEqual(new Set([undefined, 'tbc', 'not-televised', 'blackout']));
    expect(read.fixtures.some((f) => f.free)).toBe(true);
  });

  it('sends why no channel is listed, and works the 3pm blackout out again', () => {
    const [first] = makeListedFixtures(1);
    const rows: ListedFixture[] = [
      { ...first!, date: '2025-11-01', time: '15:00', channels: [], state: 'blackout' },
      { ...first!, date: '2025-11-03', time: '15:00', channels: [], state: 'none' },
      { ...first!, date: '2025-11-04', time: '20:00', channels: [], state: 'tbc' },
      { ...first!, date: '2025-11-05', time: '19:45', channels: [], state: 'not-televised' },
    ];
    const read = readSharedFixtures(valueOf(mint(rows)), key);
    expect(read.ok && read.fixtures.map((f) => f.state)).toEqual([
      'blackout',
      'none',
      'tbc',
      'not-televised',
    ]);
  });

  it('keeps names with markup, quotes and non-Latin letters exactly (escaping is the page’s job)', () => {
    const [first] = makeListedFixtures(1);
    const fixture = {
      ...first!,
      homeTeam: '<script>alert(1)</script>',
      awayTeam: '"><img src=x onerror=alert(1)> & Peñarol 🇺🇾',
      competition: 'Copa Libertadores </title>',
      channels: [{ id: null, name: "Club TV '; DROP TABLE" }],
      state: undefined,
    };
    const read = readSharedFixtures(valueOf(mint([fixture])), key);
    expect(read.ok && withoutIds(read.fixtures)).toEqual(withoutIds([fixture]));
  });

  it('refuses an empty list with "No Fixtures Found", and 301 fixtures', () => {
    expect(createShareLink([], key)).toEqual({ ok: false, message: 'No Fixtures Found' });
    const fixtures = makeListedFixtures(301);
    expect(fixtures).toHaveLength(301);
    const refused = createShareLink(fixtures, key);
    expect(refused).toEqual({ ok: false, message: expect.stringMatching(/up to 300 .* has 301/) });
  });

  it('refuses a list that would not fit in the link, rather than minting one it cannot read', () => {
    const random = () => Array.from({ length: 60 }, () => Math.random().toString(36)[2]).join('');
    const fixtures = makeListedFixtures(300).map((f) => ({
      ...f,
      homeTeam: random(),
      awayTeam: random(),
    }));
    expect(createShareLink(fixtures, key)).toEqual({
      ok: false,
      message: 'These 300 fixtures do not fit in a shared link. Share fewer days.',
    });
  });

  it('names the fixture whose text cannot be shared', () => {
    const fixtures = makeListedFixtures(3);
    fixtures[1] = { ...fixtures[1]!, homeTeam: 'Bad\u0007Name' };
    const refused = createShareLink(fixtures, key);
    const { homeTeam, awayTeam, date } = fixtures[1]!;
    expect(refused).toEqual({
      ok: false,
      message: `${homeTeam} v ${awayTeam} on ${date} cannot be put in a shared link: names must be 1 to 100 characters, not blank, without control characters.`,
    });
    const long = [{ ...fixtures[0]!, competition: 'x'.repeat(101) }];
    expect(createShareLink(long, key)).toMatchObject({ ok: false });
  });

  it('sends a channel the catalogue no longer knows by name', () => {
    const [first] = makeListedFixtures(1);
    const fixture = { ...first!, channels: [{ id: 'gone-tv', name: 'Gone TV' }], state: undefined };
    const read = readSharedFixtures(valueOf(mint([fixture])), key);
    expect(read.ok && read.fixtures[0]?.channels).toEqual([{ id: null, name: 'Gone TV' }]);
  });
});

describe('readSharedFixtures refuses what it cannot trust', () => {
  const fixtures = makeListedFixtures(300);
  const value = valueOf(mint(fixtures));
  const [, data = '', signature = ''] = value.split('.');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

  it('gives 400 when any single character of d is changed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: data.length - 1 }),
        fc.constantFrom(...alphabet),
        (at, replacement) => {
          fc.pre(data[at] !== replacement);
          const changed = `${data.slice(0, at)}${replacement}${data.slice(at + 1)}`;
          expect(readSharedFixtures(`1.${changed}.${signature}`, key)).toEqual({
            ok: false,
            status: 400,
            message: damaged,
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives 400 for a signature made with a different key, or written differently', () => {
    expect(readSharedFixtures(valueOf(mint(fixtures, otherKey)), key)).toEqual({
      ok: false,
      status: 400,
      message: damaged,
    });
    // The last of 43 characters carries 4 spare bits: another letter can decode to the same bytes.
    const last = signature.at(-1) ?? 'A';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] ?? 'A';
    const respelled = `1.${data}.${signature.slice(0, -1)}${sibling}`;
    expect(readSharedFixtures(respelled, key)).toMatchObject({ ok: false, status: 400 });
  });

  it('gives 400 for version 2, and for values that are not links at all', () => {
    expect(readSharedFixtures(`2.${data}.${signature}`, key)).toEqual({
      ok: false,
      status: 400,
      message: unrecognised,
    });
    for (const bad of [
      '',
      '1',
      '1.',
      '1..',
      'v=1&d=x&s=y',
      `1.${data}`,
      `1.${data}.${signature}.x`,
    ]) {
      expect(readSharedFixtures(bad, key)).toMatchObject({ ok: false, status: 400 });
    }
    expect(readSharedFixtures(`1.${data}.${signature} `, key).ok).toBe(false);
    expect(readSharedFixtures(`1.${data}+.${signature}`, key).ok).toBe(false);
  });

  it('gives 414 for a 10,000-character d and 400 for a d over 6,000 characters', () => {
    const long = 'A'.repeat(10_000);
    expect(readSharedFixtures(signed(long), key)).toEqual({
      ok: false,
      status: 414,
      message: tooLong,
    });
    expect(readSharedFixtures(signed('A'.repeat(6_001)), key)).toEqual({
      ok: false,
      status: 400,
      message: tooLong,
    });
  });

  it('caps inflation: a signed deflate bomb gives 400 without growing memory', () => {
    // 5 MiB of zeros deflates to ~6,800 characters: over the limit on d, refused before the HMAC.
    const bomb = deflateRawSync(Buffer.alloc(5 * 1024 * 1024), { level: 9 }).toString('base64url');
    expect(bomb.length).toBeGreaterThan(shareLinkLimits.dataChars);
    expect(readSharedFixtures(signed(bomb), key)).toMatchObject({ ok: false, status: 400 });

    // 4 MiB fits within the limit, passes the HMAC and reaches inflateRawSync's output cap.
    const fitting = deflateRawSync(Buffer.alloc(4 * 1024 * 1024), { level: 9 });
    expect(fitting.toString('base64url').length).toBeLessThanOrEqual(shareLinkLimits.dataChars);
    expect(() => inflateRawSync(fitting, { maxOutputLength: 65_536 })).toThrow(
      expect.objectContaining({ code: 'ERR_BUFFER_TOO_LARGE' }),
    );
    const value = signed(fitting.toString('base64url'));
    const rssBefore = process.memoryUsage().rss;
    for (let i = 0; i < 20; i += 1) {
      expect(readSharedFixtures(value, key)).toEqual({
        ok: false,
        status: 400,
        message: unrecognised,
      });
    }
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(10 * 1024 * 1024);
  });

  it.each<[string, (payload: ReturnType<typeof validPayload>) => unknown]>([
    ['the valid payload itself', (p) => p],
    ['an extra top-level field', (p) => ({ ...p, admin: true })],
    ['an extra field on a channel', (p) => ({ ...p, channels: [{ name: 'Club TV', url: 'x' }] })],
    ['an unknown channel id', (p) => ({ ...p, channels: ['not-a-channel', { name: 'Club TV' }] })],
    [
      'a "__proto__" key',
      () => JSON.parse('{"__proto__":{},"channels":[],"competitions":["A"],"days":[]}'),
    ],
    ['an unreal date', (p) => ({ ...p, days: [['2025-02-29', p.days[0]![1]]] })],
    ['a time of 24:00', (p) => ({ ...p, days: [['2025-11-01', [['24:00', 'A', 'B', 0, 'tbc']]]] })],
    [
      'a 101-character name',
      (p) => ({ ...p, days: [['2025-11-01', [['15:00', 'a'.repeat(101), 'B', 0, 'tbc']]]] }),
    ],
    [
      'a control character',
      (p) => ({ ...p, days: [['2025-11-01', [['15:00', 'A\nB', 'C', 0, 'tbc']]]] }),
    ],
    ['a right-to-left override', (p) => ({ ...p, competitions: ['Premier \u202eLeague'] })],
    ['a blank name', (p) => ({ ...p, competitions: ['   '] })],
    [
      'an unknown status',
      (p) => ({ ...p, days: [['2025-11-01', [['15:00', 'A', 'B', 0, 'listed']]]] }),
    ],
    [
      'a sixth row element',
      (p) => ({ ...p, days: [['2025-11-01', [['15:00', 'A', 'B', 0, 'tbc', 1]]]] }),
    ],
    [
      'a competition index out of range',
      (p) => ({ ...p, days: [['2025-11-01', [['15:00', 'A', 'B', 1, 'tbc']]]] }),
    ],
    [
      'a channel index out of range',
      (p) => ({ ...p, days: [['2025-11-01', [['15:00', 'A', 'B', 0, [2]]]]] }),
    ],
    [
      'the same match twice',
      (p) => ({
        ...p,
        days: [
          [
            '2025-11-01',
            [
              ['15:00', 'A', 'B', 0, 'tbc'],
              ['17:30', 'a', 'b ', 0, 'tbc'],
            ],
          ],
        ],
      }),
    ],
    ['no fixtures', (p) => ({ ...p, days: [] })],
    [
      '301 fixtures',
      (p) => ({
        ...p,
        days: Array.from({ length: 301 }, (_, i) => [
          '2025-11-01',
          [['15:00', `Home ${i}`, `Away ${i}`, 0, 'tbc']],
        ]),
      }),
    ],
    ['an array', () => []],
    ['a string', () => 'fixtures'],
  ])('a signed payload with %s', (name, change) => {
    const result = readSharedFixtures(signedJson(change(validPayload())), key);
    if (name === 'the valid payload itself') {
      expect(result).toMatchObject({ ok: true, fixtures: [{ homeTeam: 'Arsenal' }] });
    } else {
      expect(result).toEqual({ ok: false, status: 400, message: unrecognised });
    }
  });

  it('gives 400 for signed bytes that are not deflate, and deflated text that is not JSON', () => {
    expect(readSharedFixtures(signed('bm90IGRlZmxhdGU'), key)).toMatchObject({ status: 400 });
    const text = deflateRawSync('{"channels": [').toString('base64url');
    expect(readSharedFixtures(signed(text), key)).toMatchObject({ status: 400 });
  });

  it('never throws, and answers ok, 400 or 414 for any string (fuzzed)', () => {
    const base64url = fc.stringMatching(/^[A-Za-z0-9_-]{0,300}$/);
    const inputs = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.webQueryParameters(),
      base64url.map((d) => `1.${d}.${signature}`),
      fc.tuple(base64url, base64url).map(([d, s]) => `1.${d}.${s}`),
      base64url.map((d) => signed(d)),
      fc.nat({ max: value.length }).map((n) => value.slice(0, n)),
      fc
        .tuple(fc.nat({ max: value.length - 1 }), fc.integer({ min: 0, max: 15 }))
        .map(([at, bit]) => {
          const flipped = String.fromCharCode(value.charCodeAt(at) ^ (1 << bit));
          return `${value.slice(0, at)}${flipped}${value.slice(at + 1)}`;
        }),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        const result = readSharedFixtures(input, key);
        if (result.ok) {
          expect(input).toBe(value);
        } else {
          expect([400, 414]).toContain(result.status);
          expect([damaged, tooLong, unrecognised]).toContain(result.message);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('readSharedFixturesFromUrl', () => {
  const value = valueOf(mint(makeListedFixtures(5)));
  const url = (query: string) => new URL(`http://localhost/schedule?${query}`);

  it('reads the parameter once given', () => {
    expect(readSharedFixturesFromUrl(url(`${sharedFixturesParam}=${value}`), key)).toMatchObject({
      ok: true,
      fixtures: { length: 5 },
    });
    expect(
      readSharedFixturesFromUrl(url(`${sharedFixturesParam}=${value}&utm_source=chat`), key).ok,
    ).toBe(true);
  });

  it('gives 400 when the parameter is repeated and 414 when the address passes 8,000 characters', () => {
    const twice = url(`${sharedFixturesParam}=${value}&${sharedFixturesParam}=${value}`);
    expect(readSharedFixturesFromUrl(twice, key)).toMatchObject({ ok: false, status: 400 });
    const padded = url(`${sharedFixturesParam}=${value}&pad=${'x'.repeat(8000)}`);
    expect(readSharedFixturesFromUrl(padded, key)).toEqual({
      ok: false,
      status: 414,
      message: tooLong,
    });
  });
});
