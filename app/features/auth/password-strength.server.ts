import { ZxcvbnFactory, type MatchExtended } from '@zxcvbn-ts/core';
import { siteName } from '~/features/seo/page-meta';

/**
 * What makes a new password easy to guess (docs/security.md R4), judged by zxcvbn: its guess
 * estimate against 49,000 leaked passwords, 180,000 English words and names, keyboard patterns,
 * repeats, runs and dates, with the username and the site's own words counted as cheap guesses.
 */

/** zxcvbn's top score: at least 10^10 guesses, beyond reach online and costly against argon2id. */
const requiredScore = 4;

/** Words anyone attacking this site tries first, beside the username. */
const siteWords = [
  siteName,
  'kickofftv',
  'kickoff',
  'football',
  'footballontv',
  'football on tv',
  'admin',
] as const;

/** Below this length a username is too likely inside ordinary words to refuse outright. */
const usernameContainedFrom = 4;

/**
 * zxcvbn credits capitals and a year added to the site's words ("Football On TV 2026!") with
 * more guesses than an attacker of this site would need, so a password that is half or more site
 * words is refused outright.
 */
const maxSiteWordsShare = 0.5;

type Weakness =
  | 'username'
  | 'common'
  | 'site'
  | 'repeat'
  | 'sequence'
  | 'keyboard'
  | 'dates'
  | 'words'
  | 'guessable';

// In order of precedence when two explain the same number of characters.
const weaknessMessages: Record<Weakness, string> = {
  username: 'The password must not contain your username.',
  common: 'This password is too common: it appears in lists of leaked passwords.',
  site: 'The password is too easy to guess: it is made from the name of this site or words like "football".',
  repeat: 'The password is too easy to guess: it repeats a character, word or pattern.',
  sequence:
    'The password is too easy to guess: it is a run such as "abcd", "1234" or days of the week.',
  keyboard:
    'The password is too easy to guess: it follows a row or pattern of keys on the keyboard.',
  dates: 'The password is too easy to guess: it is mostly dates or years.',
  words:
    'The password is too easy to guess: it is a few common words or names. Use more words, or less common ones.',
  guessable: 'The password is too easy to guess. Try a longer phrase of unrelated words.',
};

/**
 * The share (0-1) of a lower-case password's characters that the site's words cover, wherever
 * they appear.
 * @example siteWordsShare('football on tv 2026!') // 0.7
 */
function siteWordsShare(lower: string): number {
  const covered = new Array<boolean>(lower.length).fill(false);
  for (const word of siteWords.map((w) => w.toLowerCase())) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
      covered.fill(true, at, at + word.length);
    }
  }
  return covered.filter(Boolean).length / Math.max(1, lower.length);
}

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The dictionaries are about 1.6 MB of code and take a few hundred milliseconds to index, so they
 * load on the first check rather than when every worker starts, and once per process.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        // The library's default of 100 substitutions lets a 128-character password of l33t
        // characters take most of a second; 10 still sees through "p@$$w0rd"-style spellings.
        l33tMaxSubstitutions: 10,
      }),
  );
  return estimator;
}

/**
 * The (lower-case) username and its parts split at . _ - @ ("jane.doe@example.com" gives "jane",
 * "doe", ...): zxcvbn counts each as a cheap guess, also reversed or in l33t.
 */
function usernameWords(username: string): string[] {
  const parts = username.split(/[._@-]+/).filter((part) => part.length >= 3);
  return [...new Set([username, ...parts])].filter((word) => word !== '');
}

/** Which weakness a zxcvbn match shows, or null for characters guessed only by brute force. */
function weaknessOf(match: MatchExtended, fromUsername: ReadonlySet<string>): Weakness | null {
  switch (match.pattern) {
    case 'dictionary': {
      if (match.dictionaryName === 'userInputs') {
        return fromUsername.has(String(match.matchedWord)) ? 'username' : 'site';
      }
      return match.dictionaryName === 'passwords-common' ? 'common' : 'words';
    }
    case 'repeat':
      return 'repeat';
    case 'sequence':
    case 'wordSequence':
      return 'sequence';
    case 'spatial':
      return 'keyboard';
    case 'date':
    case 'regex':
      return 'dates';
    default:
      return null;
  }
}

/** The weakness covering the most characters of the password; the first listed wins a tie. */
function mainWeakness(sequence: readonly MatchExtended[], username: readonly string[]): Weakness {
  const fromUsername = new Set(username);
  const covered = new Map<Weakness, number>();
  for (const match of sequence) {
    const weakness = weaknessOf(match, fromUsername);
    if (weakness) covered.set(weakness, (covered.get(weakness) ?? 0) + match.token.length);
  }
  let best: Weakness = 'guessable';
  let most = 0;
  for (const weakness of Object.keys(weaknessMessages) as Weakness[]) {
    const length = covered.get(weakness) ?? 0;
    if (length > most) [best, most] = [weakness, length];
  }
  return best;
}

/**
 * Why a new password is too easy to guess, as a sentence for the person choosing it, or null when
 * it is strong enough. `password` is the NFC form about to be hashed; `username` the normalised
 * account name. Takes a few to a few tens of milliseconds once the dictionaries are loaded.
 * @example await findPasswordWeakness('iloveyouiloveyou', { username: 'ann' })
 *   // 'The password is too easy to guess: it repeats a character, word or pattern.'
 * @example await findPasswordWeakness('correct horse battery staple 2026', { username: 'ann' }) // null
 */
export async function findPasswordWeakness(
  password: string,
  { username }: { username: string },
): Promise<string | null> {
  const name = username.toLowerCase();
  const lower = password.toLowerCase();
  if (name.length >= usernameContainedFrom && lower.includes(name)) {
    return weaknessMessages.username;
  }
  if (siteWordsShare(lower) >= maxSiteWordsShare) return weaknessMessages.site;
  const own = usernameWords(name);
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(password, [...own, ...siteWords]);
  if (result.score >= requiredScore) return null;
  return weaknessMessages[mainWeakness(result.sequence, own)];
}
