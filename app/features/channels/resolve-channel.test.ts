import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtInChannels as channels } from './catalogue';
import { buildChannelKey, resolveChannel, spaceGluedName } from './resolve-channel';

describe('buildChannelKey', () => {
  it.each([
    ['Sky Sports Main Event', 'skysportsmainevent'],
    ['SkySports Main Event', 'skysportsmainevent'],
    ['Sky Sports: Main Event', 'skysportsmainevent'],
    ['  SKY  sports\tmain-event ', 'skysportsmainevent'],
    ['Ｓｋｙ Ｓｐｏｒｔｓ', 'skysports'], // full-width letters
    ['Sky Sports+', 'skysportsplus'],
    ['Sky Sports Plus', 'skysportsplus'],
    ['Sports & Co', 'sportsandco'],
    ['Télé Foot', 'telefoot'],
    ['UEFA.tv', 'uefatv'],
    ['', ''],
    [' - ', ''],
  ])('%j -> %j', (written, expected) => {
    expect(buildChannelKey(written)).toBe(expected);
  });
});

describe('resolveChannel', () => {
  it.each([
    // canonical names
    ['Sky Sports Main Event', 'sky-sports-main-event'],
    ['BBC iPlayer', 'bbc-iplayer'],
    ['discovery+', 'discovery-plus'],
    ['TNT Sports 10', 'tnt-sports-10'],
    ['Ligue1+', 'ligue1-plus'],
    ["That's Football YouTube", 'thats-football-youtube'],
    // glued, case and punctuation variants
    ['SkySports Main Event', 'sky-sports-main-event'],
    ['SkySportsMainEvent', 'sky-sports-main-event'],
    ['sky sports main event', 'sky-sports-main-event'],
    ['Sky Sports: Main Event', 'sky-sports-main-event'],
    ['BBCOne', 'bbc-one'],
    ['bbc one', 'bbc-one'],
    ['ITV 1', 'itv1'],
    ['TNTSports1', 'tnt-sports-1'],
    ['Discovery Plus', 'discovery-plus'],
    ['Sky Sports Plus', 'sky-sports-plus'],
    ['LaLigaTV', 'laligatv'],
    ['UEFA TV', 'uefa-tv'],
    ['Thats Football YouTube', 'thats-football-youtube'],
    ['  Premier Sports 2  ', 'premier-sports-2'],
    ['BBC One HD', 'bbc-one'],
    // old names
    ['BT Sport 1', 'tnt-sports-1'],
    ['BT Sport 4', 'tnt-sports-4'],
    ['BT Sport', 'tnt-sports-1'],
    ['BT Sport Ultimate', 'tnt-sports-ultimate'],
    ['BT Sport Box Office', 'tnt-sports-box-office'],
    ['Ligue 1 Pass', 'ligue1-plus'],
    ['ITV Hub', 'itvx'],
    ['FITE TV', 'trillertv'],
    // short names
    ['iPlayer', 'bbc-iplayer'],
    ['5', 'channel-5'],
    ['BBC1', 'bbc-one'],
    ['BBC 1', 'bbc-one'],
    ['BBC2', 'bbc-two'],
    ['ITV', 'itv1'],
    ['Sky Sports PL', 'sky-sports-premier-league'],
    ['Sky Main Event', 'sky-sports-main-event'],
    ['TNT Sports', 'tnt-sports-1'],
    ['Prime Video', 'amazon-prime-video'],
    ['Amazon Prime', 'amazon-prime-video'],
    ['C4', 'channel-4'],
    ['S4C Clic', 's4c-clic'],
    ['Premier Sports', 'premier-sports-1'],
    ['DAZN 1', 'dazn'],
    ['Apple TV+', 'apple-tv'],
    ['TrillerTV', 'trillertv'],
    // 'Sky Sports' alone is the generic Sky Sports entry, not a guess at one channel
    ['Sky Sports', 'sky-sports'],
    ['Sky Sports+', 'sky-sports-plus'],
    // unknown
    ['TBC', null],
    ['-', null],
    ['', null],
    ['   ', null],
    ['HD', null],
    ['Sky Sports Main Event 2', null],
    ['Channel 6', null],
    ['Eurosport 3', null],
  ])('%j -> %j', (written, expected) => {
    expect(resolveChannel(written)?.id ?? null).toBe(expected);
  });

  it.each(channels.flatMap((c) => [c.name, ...c.aliases].map((name) => [name, c.id] as const)))(
    '%j resolves to its own channel %s',
    (name, id) => {
      expect(resolveChannel(name)?.id).toBe(id);
    },
  );

  it('has no name or alias claimed twice, and no alias that is only a variant of its name', () => {
    const claims = new Map<string, string[]>();
    const variants: string[] = [];
    for (const channel of channels) {
      const nameKey = buildChannelKey(channel.name);
      for (const written of [channel.name, ...channel.aliases]) {
        const key = buildChannelKey(written);
        if (written !== channel.name && key === nameKey) variants.push(`${channel.id}: ${written}`);
        claims.set(key, [...(claims.get(key) ?? []), `${channel.id}: ${written}`]);
      }
    }
    expect(variants).toEqual([]);
    expect([...claims.values()].filter((claimants) => claimants.length > 1)).toEqual([]);
  });
});

describe('spaceGluedName', () => {
  it.each([
    // glued words are spaced
    ['SkySports', 'Sky Sports'],
    ['SkySportsFootball', 'Sky Sports Football'],
    ['BBCOne', 'BBC One'],
    ['TNTSports1', 'TNT Sports 1'],
    ['PremierSports2', 'Premier Sports 2'],
    ['BTSport', 'BT Sport'],
    ['Channel4', 'Channel 4'],
    ['TheAFCHubYouTube', 'The AFC Hub YouTube'],
    ['BBCiPlayer', 'BBC iPlayer'],
    ['WSL2YouTube', 'WSL2 YouTube'],
    ['SkySports Main Event', 'Sky Sports Main Event'],
    ['beINSports', 'beIN Sports'],
    ['LaLigaTVHD', 'LaLigaTV HD'],
    ['Sports1Football', 'Sports 1 Football'],
    // whitespace is tidied
    ['  Sky   Sports\tNews ', 'Sky Sports News'],
    // already spaced or deliberately glued: unchanged
    ['The AFC Hub YouTube', 'The AFC Hub YouTube'],
    ['YouTube', 'YouTube'],
    ['iPlayer', 'iPlayer'],
    ['discovery+', 'discovery+'],
    ['TrillerTV+', 'TrillerTV+'],
    ['LALIGATV', 'LALIGATV'],
    ['OneFootball', 'OneFootball'],
    ['LaLiga', 'LaLiga'],
    ['DAZN', 'DAZN'],
    ['ITVX', 'ITVX'],
    ['ITV1', 'ITV1'],
    ['ITV4', 'ITV4'],
    ['BBC4', 'BBC4'],
    ['S4C', 'S4C'],
    ['Ligue1+', 'Ligue1+'],
    ['UEFA.tv', 'UEFA.tv'],
    ['CITY+', 'CITY+'],
    ['SPURSPLAY', 'SPURSPLAY'],
    ['eSports TV', 'eSports TV'],
    ['bet365', 'bet365'],
    ["That's Football YouTube", "That's Football YouTube"],
    ['Sky Sports Main Event', 'Sky Sports Main Event'],
    ['', ''],
  ])('%j -> %j', (written, expected) => {
    expect(spaceGluedName(written)).toBe(expected);
  });
});

// A full week of listings, whose every channel line must resolve to a catalogue channel: the
// project's own sample (tests/samples). readFileSync throws when it is missing: this must
// fail, never silently pass.
const sampleUrl = new URL('../../../tests/samples/listing-week.txt', import.meta.url);
const dateLine =
  /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}$/;
const timeLine = /^\d{1,2}:\d{2}$/;

/** Channel lines: after the teams and competition lines of a fixture, until the next time or
 * date line. */
function sampleChannelLines(text: string): string[] {
  const found: string[] = [];
  let lineInFixture: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (dateLine.test(line)) lineInFixture = null;
    else if (timeLine.test(line)) lineInFixture = 0;
    else if (lineInFixture !== null && ++lineInFixture >= 3) found.push(line);
  }
  return found;
}

describe('the sample listing week', () => {
  const channelLines = sampleChannelLines(readFileSync(sampleUrl, 'utf8'));
  const distinct = [...new Set(channelLines)].filter((line) => line !== 'TBC').sort();

  it('has channel lines to check', () => {
    expect(channelLines.length).toBeGreaterThan(300);
    expect(distinct.length).toBeGreaterThan(40);
  });

  it.each(distinct)('%j resolves to a catalogue channel', (written) => {
    expect(resolveChannel(written), written).not.toBeNull();
  });
});
