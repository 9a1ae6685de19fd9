/**
 * Small typos in a search ('Arsnal', 'Chelsae', 'Liverpol'), put right against the names the
 * site knows: stored team and competition names and the team catalogue. Used only when a
 * search finds nothing, so a word any name starts with is never "corrected".
 */
import { toSearchWords } from '~/features/schedule/search-terms';

/**
 * The optimal-string-alignment distance of two words (insertions, deletions, substitutions and
 * swaps of neighbours each cost 1), or `max + 1` as soon as it must be more than `max`.
 * @example measureEditDistance('chelsae', 'chelsea', 2) // 1
 * @example measureEditDistance('arsnal', 'arsenal', 2) // 1
 */
export function measureEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/**
 * How many typos a word may hold and still be put right: none in short words, where one
 * letter makes another name ('Hull', 'Bury'), one up to seven letters, two in longer words.
 * @example allowedTypos('arsnal') // 1
 */
export function allowedTypos(word: string): number {
  return word.length < 4 ? 0 : word.length < 8 ? 1 : 2;
}

/** Known words and how they are written, built once per set of names. */
export interface SearchVocabulary {
  /** Lower-case words without accents, with their usual spelling and how many names hold them. */
  readonly words: ReadonlyMap<string, { written: string; uses: number }>;
  /** The names themselves, for suggestions. */
  readonly names: readonly string[];
}

/**
 * The words of the names the site knows, each with the spelling to show and how common it is.
 * @example buildSearchVocabulary(['Arsenal', 'Arsenal Women']).words.get('arsenal')
 *   // { written: 'Arsenal', uses: 2 }
 */
export function buildSearchVocabulary(names: readonly string[]): SearchVocabulary {
  const words = new Map<string, { written: string; uses: number }>();
  for (const name of names) {
    for (const piece of name.split(/\s+/)) {
      const [word, more] = toSearchWords(piece);
      if (!word || more !== undefined) continue;
      const known = words.get(word);
      if (known) known.uses += 1;
      else
        words.set(word, {
          written: piece.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''),
          uses: 1,
        });
    }
  }
  return { words, names: [...new Set(names)] };
}

// Words a search uses to join two sides: never corrected.
const joiners = new Set(['v', 'vs', 'versus', '-', '–', '—']);

/**
 * The search with each unknown word put right, or null when nothing needed (or could be)
 * corrected. A word is known when some known word starts with it (the search finds it); an
 * unknown one becomes the closest known word within its allowed typos, the more common one on
 * a tie. Words are rewritten as the names write them.
 * @example correctSearch('arsnal v chelsae', buildSearchVocabulary(['Arsenal', 'Chelsea']))
 *   // 'Arsenal v Chelsea'
 */
export function correctSearch(text: string, vocabulary: SearchVocabulary): string | null {
  let changed = false;
  const pieces = text
    .trim()
    .split(/\s+/)
    .map((piece) => {
      const words = toSearchWords(piece);
      const [word] = words;
      if (
        joiners.has(piece.toLowerCase()) ||
        !word ||
        words.length > 1 ||
        isKnown(word, vocabulary)
      )
        return piece;
      const closest = findClosestWord(word, vocabulary);
      if (!closest) return piece;
      changed = true;
      return closest;
    });
  return changed ? pieces.join(' ') : null;
}

function isKnown(word: string, vocabulary: SearchVocabulary): boolean {
  if (vocabulary.words.has(word)) return true;
  for (const known of vocabulary.words.keys()) if (known.startsWith(word)) return true;
  return false;
}

function findClosestWord(word: string, vocabulary: SearchVocabulary): string | null {
  const max = allowedTypos(word);
  if (max === 0) return null;
  let best: { distance: number; uses: number; written: string } | null = null;
  for (const [known, { written, uses }] of vocabulary.words) {
    const distance = measureEditDistance(word, known, max);
    if (distance > max) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && uses > best.uses) ||
      (distance === best.distance && uses === best.uses && written < best.written)
    )
      best = { distance, uses, written };
  }
  return best?.written ?? null;
}

/**
 * Names to offer when a search finds nothing ("Did you mean …?"): those sharing the most of its
 * words, longer words counting more (a word is shared when a name's word starts with it or is
 * within its allowed typos), then the closest whole names; never the search itself.
 * @example suggestNames('Tottenham Rovers', buildSearchVocabulary(['Tottenham Hotspur', 'Chelsea']))
 *   // ['Tottenham Hotspur']
 */
export function suggestNames(text: string, vocabulary: SearchVocabulary, limit = 5): string[] {
  const searched = toSearchWords(text).filter((word) => !joiners.has(word));
  const key = searched.join(' ');
  if (searched.length === 0) return [];
  const scored = vocabulary.names.flatMap((name) => {
    const words = toSearchWords(name);
    const nameKey = words.join(' ');
    if (nameKey === key) return [];
    // Longer words say more: 'Livrpool Women' is about Liverpool before any Women's side.
    const shared = searched
      .filter((word) =>
        words.some(
          (known) =>
            known.startsWith(word) ||
            measureEditDistance(word, known, allowedTypos(word)) <= allowedTypos(word),
        ),
      )
      .reduce((sum, word) => sum + word.length, 0);
    if (shared === 0) return [];
    return [{ name, shared, distance: measureEditDistance(key, nameKey, 100) }];
  });
  return scored
    .sort((a, b) => b.shared - a.shared || a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((s) => s.name);
}
