import { buildNameKey } from '~/lib/name-key';
import { deriveFromCatalogue, type Channel } from './catalogue';

const plusSign = /\+/g;

/**
 * The lookup key of a channel name: the same for every spacing, case, punctuation and accent
 * variant of it. It is the shared name key (lib/name-key) with two channel rules on top, which
 * is why channels do not use the key as it is: the spaces go, because listings glue channel
 * names together ('SkySportsMainEvent'), and '+' becomes 'plus' rather than vanishing, because
 * 'Sky Sports+' and 'Sky Sports' are different channels.
 * @example buildChannelKey('SkySports: Main Event') // 'skysportsmainevent'
 * @example buildChannelKey('Sky Sports+') // 'skysportsplus'
 */
export function buildChannelKey(written: string): string {
  const key = buildNameKey(written.includes('+') ? written.replace(plusSign, ' plus ') : written);
  return key.replaceAll(' ', '');
}

/**
 * Every name and alias of the catalogue by key, and the answers already given: both start again
 * when an administrator changes the catalogue.
 */
const lookup = deriveFromCatalogue((channels) => {
  const byKey = new Map<string, Channel>();
  for (const channel of channels) {
    for (const name of [channel.name, ...channel.aliases]) {
      const key = buildChannelKey(name);
      // Keys are unique (the catalogue test, and the editor refuses a name another channel
      // has); first one wins if that ever slips.
      if (!byKey.has(key)) byKey.set(key, channel);
    }
  }
  return { byKey, resolved: new Map<string, Channel | null>() };
});

/**
 * Resolves a channel name as written in a listing to a catalogue channel, or null when the
 * catalogue does not know it. Matches the name or any alias whatever the spacing, case or
 * punctuation, and ignores a trailing 'HD' ('BBC One HD' is BBC One).
 * @example resolveChannel('SkySportsMainEvent')?.id // 'sky-sports-main-event'
 * @example resolveChannel('BT Sport 1')?.id // 'tnt-sports-1'
 */
export function resolveChannel(written: string): Channel | null {
  // A paste names the same few dozen channels thousands of times: remember the answers.
  const { byKey, resolved } = lookup();
  const remembered = resolved.get(written);
  if (remembered !== undefined) return remembered;
  const key = buildChannelKey(written);
  const channel =
    key === ''
      ? null
      : (byKey.get(key) ??
        (key.length > 2 && key.endsWith('hd') ? byKey.get(key.slice(0, -2)) : null) ??
        null);
  if (resolved.size >= maxRemembered) resolved.clear();
  resolved.set(written, channel);
  return channel;
}

const maxRemembered = 5_000;

// Brands written in camel case on purpose; splitting them would misspell them. All-caps brands
// (DAZN, ITVX, LALIGATV, ITV1) need no entry: an all-caps run is never split.
const brandWords = [
  'YouTube',
  'iPlayer',
  'TrillerTV',
  'OneFootball',
  'LaLigaTV',
  'LaLiga',
  'FreeSports',
  'RangersTV',
  'TVPlayer',
  'beIN',
  'fuboTV',
  'Ligue1',
  'bet365',
  'TikTok',
];
// Longest first so 'LaLigaTV' wins over 'LaLiga'; not when a lowercase letter follows, so a
// longer word that merely starts with a brand is left to the ordinary rules.
const brandPattern = new RegExp(
  `(${[...brandWords].sort((a, b) => b.length - a.length).join('|')})(?!\\p{Ll})`,
  'u',
);
const gluedBoundaries = [
  /(?<=\p{L}\p{Ll})(?=\p{Lu})/gu, // 'SkySports'; a single leading lowercase letter ('eSports') stays
  /(?<=\p{Lu})(?=\p{Lu}\p{Ll})/gu, // 'BBCOne': a capitalised word after an all-caps run
  /(?<=\p{Ll})(?=\p{N})/gu, // 'Sports1'; an all-caps brand and its number ('ITV1', 'BBC4') stay
  /(?<=\p{N})(?=\p{Lu}\p{Ll})/gu, // '1Football'
];
const letterOrDigit = /[\p{L}\p{N}]/u;
const whitespace = /\s+/gu;

/**
 * Spaces out glued words in a channel name the catalogue does not know, so it reads well when
 * shown as written. Camel-case brands (YouTube, iPlayer, TrillerTV...) and all-caps names with
 * their number (ITV1, WSL2, S4C) are kept; words already apart stay as written, so a spaced name
 * ('The AFC Hub YouTube') only has its whitespace tidied.
 * @example spaceGluedName('TNTSports1') // 'TNT Sports 1'
 * @example spaceGluedName('BBCiPlayer') // 'BBC iPlayer'
 */
export function spaceGluedName(written: string): string {
  // split() with a capturing group alternates: text, brand, text, brand, ..., text.
  const pieces = written.split(brandPattern);
  let spaced = '';
  pieces.forEach((piece, index) => {
    const isBrand = index % 2 === 1;
    const part = isBrand
      ? piece
      : gluedBoundaries.reduce((text, rule) => text.replace(rule, ' '), piece);
    if (part === '') return;
    if (
      spaced !== '' &&
      letterOrDigit.test(spaced.at(-1) ?? '') &&
      letterOrDigit.test(part[0] ?? '')
    ) {
      spaced += ' ';
    }
    spaced += part;
  });
  return spaced.replace(whitespace, ' ').trim();
}
