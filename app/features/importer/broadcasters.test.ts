import { describe, expect, it } from 'vitest';
import data from './broadcasters.json' with { type: 'json' };
import { broadcastersSchema, findBroadcaster } from './broadcasters';

describe('findBroadcaster: the ways listings write a broadcaster', () => {
  it.each([
    // names and aliases, with and without spaces and accents, numerals and words
    ['RTÉ 2', 'RTÉ 2'],
    ['RTE 2', 'RTÉ 2'],
    ['RTE2', 'RTÉ 2'],
    ['RTÉ Two', 'RTÉ 2'],
    ['Network 2', 'RTÉ 2'],
    ['RTE One', 'RTÉ One'],
    ['Teilifis na Gaeilge', 'TG4'],
    ['Galavision', 'Galavisión'],
    ['Sky Sports 1', 'Sky Sports 1'],
    ['Sky Sports One', 'Sky Sports 1'],
    ['SS1', 'Sky Sports 1'],
    ['SkySports Main Event', 'Sky Sports Main Event'],
    ['Sky-Sports Main.Event', 'Sky Sports Main Event'],
    ['Sky Sports PL', 'Sky Sports Premier League'],
    ['Sky Sports+', 'Sky Sports+'],
    ['Sky Sports Plus', 'Sky Sports+'],
    ['Sky Sports', 'Sky Sports'],
    ['Sky', 'Sky'],
    ['BBC 1', 'BBC One'],
    ['BBC Two NI', 'BBC Two Northern Ireland'],
    ['BBC Sport website & app', 'BBC Sport website'],
    ['BBC Sport website and app', 'BBC Sport website'],
    ['uefa tv', 'UEFA.tv'],
    ['Five', 'Channel 5'],
    ['5 Live', 'BBC Radio 5 Live'],
    ['FS1', 'Fox Sports 1'],
    ['Amazon Prime', 'Amazon Prime Video'],
    ['Apple TV+', 'Apple TV'],
    // historic channels are their own entries, not their successors
    ['BT Sport 1', 'BT Sport 1'],
    ['TNT Sports 1', 'TNT Sports 1'],
    ['Setanta Sports 2', 'Setanta Sports 2'],
    ['ESPN UK', 'ESPN (UK)'],
    ['ESPN', 'ESPN'],
    // HD, possessive, case and stray spacing
    ['BBC One HD', 'BBC One'],
    ['BBC1HD', 'BBC One'],
    ['TNT Sports 2 HD', 'TNT Sports 2'],
    ["Sky's", 'Sky'],
    ['BBC’s', 'BBC'],
    ["Channel 4's", 'Channel 4'],
    ['TALKSPORT', 'talkSPORT'],
    ['premier   sports', 'Premier Sports'],
    ['  ITV4  ', 'ITV4'],
  ])('%s is %s', (written, name) => {
    expect(findBroadcaster(written)?.name).toBe(name);
  });

  it.each([
    ['RTÉ 2', 'IE', 'tv'],
    ['BBC Radio 5 Live', 'GB', 'radio'],
    ['DAZN', 'INT', 'streaming'],
    ['Peacock', 'US', 'streaming'],
  ])('%s is %s %s', (written, country, kind) => {
    expect(findBroadcaster(written)).toMatchObject({ country, kind });
  });
});

describe('findBroadcaster: names that are not broadcasters', () => {
  it.each([
    // venues, competitions and clubs
    'Celtic Park',
    'Aviva Stadium',
    'Premier League',
    'Champions League',
    'La Liga',
    'FA Cup',
    'Celtic',
    // stray words and near misses
    'Sun',
    'SPL',
    'the channel',
    'Sport',
    'TV',
    'HD',
    'Sky Sports 6',
    'Sky Sports Premier',
    '',
    '   ',
  ])('%j finds nothing', (written) => {
    expect(findBroadcaster(written)).toBeNull();
  });
});

describe('broadcasters.json', () => {
  const countries = new Set(['GB', 'IE', 'US', 'INT']);
  const kinds = new Set(['tv', 'streaming', 'radio']);

  it('holds the whole gazetteer', () => {
    expect(data.length).toBeGreaterThanOrEqual(150);
  });

  it.each(data.map((entry) => [entry.name, entry] as const))('%s is well formed', (_, entry) => {
    expect(countries.has(entry.country), entry.country).toBe(true);
    expect(kinds.has(entry.kind), entry.kind).toBe(true);
    const written = [entry.name, ...entry.aliases];
    // A spelling that differs only in case is already found: listing it twice is noise.
    expect(new Set(written.map((w) => w.toLowerCase())).size).toBe(written.length);
    // Every spelling finds its own entry: no key is shared, none is spoilt by the HD rule.
    for (const w of written) expect(findBroadcaster(w)?.name, w).toBe(entry.name);
  });
});

describe('broadcastersSchema refuses bad data', () => {
  const entry = { name: 'RTÉ 2', aliases: ['RTE2'], country: 'IE', kind: 'tv' };

  it.each([
    ['an empty name', [{ ...entry, name: '  ' }], 'must not be empty'],
    ['an empty alias', [{ ...entry, aliases: [''] }], 'must not be empty'],
    ['a name of punctuation only', [{ ...entry, name: '***' }], 'has no letters or digits'],
    [
      'an alias shared after normalising',
      [entry, { ...entry, name: 'Other', aliases: ['rté-2 HD'] }],
      "'rté-2 HD' is also a name of RTÉ 2",
    ],
    ['two entries of one name', [entry, { ...entry, aliases: [] }], 'is also a name of RTÉ 2'],
    ['an unknown country', [{ ...entry, country: 'FR' }], 'country'],
    ['an unknown kind', [{ ...entry, kind: 'podcast' }], 'kind'],
    ['an unknown field', [{ ...entry, note: 'x' }], 'note'],
  ])('%s', (_, list, message) => {
    const result = broadcastersSchema.safeParse(list);
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(message);
  });

  it('accepts one alias written two ways in one entry', () => {
    expect(broadcastersSchema.safeParse([{ ...entry, aliases: ['RTE2', 'RTE 2'] }]).success).toBe(
      true,
    );
  });
});
