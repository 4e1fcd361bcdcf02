// "Did you mean Corolla?": a search word that is no word of the catalogue, but one or two typing
// slips away from a brand or model of it ("Corola", "Toyta"), or two words that make one ("RAV 4"
// when every word of the catalogue was meant), is offered the catalogue's spelling.
import { FUELS, BODIES } from './facts/vehicle-facts';
import { catalogueNames } from './facts/model-catalogue';
import { wordsOf } from './search-tokens';

interface Name {
  /** Lower case, nothing but letters and digits: "corollacross". */
  key: string;
  /** As the catalogue writes it: "Corolla Cross". */
  shown: string;
}

const key = (text: string) => wordsOf(text).join('');
const NAMES: Name[] = catalogueNames().map((shown) => ({ key: key(shown), shown }));
/** Words a search may use as they are (each word of the catalogue's names, the fuels and bodies). */
const KNOWN = new Set([...catalogueNames().flatMap(wordsOf), ...FUELS, ...BODIES, 'gas', 'gasoline', 'ev', 'truck']);

/** How many slips a word of this length may have: none under 4 letters, one at 4, two from 5. */
const tolerance = (word: string) => (word.length < 4 ? 0 : word.length === 4 ? 1 : 2);

/** Levenshtein distance (insert, delete, replace), stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...current) > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/** The catalogue's name nearest to `text` within its tolerance (ties: the first), or undefined. */
function nearest(text: string): Name | undefined {
  const max = tolerance(text);
  let best: { name: Name; distance: number } | undefined;
  for (const name of NAMES) {
    const distance = editDistance(text, name.key, max);
    if (distance <= max && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

const isKnown = (word: string) => KNOWN.has(word) || /^\p{N}+$/u.test(word);

/**
 * `q` with its misspelt brand or model words in the catalogue's spelling ("corola austin" →
 * "Corolla austin"), or null when there is nothing to correct.
 */
export function suggestionFor(q: string): string | null {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length; i++) {
    const word = key(words[i]);
    const next = i + 1 < words.length ? key(words[i + 1]) : '';
    // Two words that make one name ("rav 4", "corola cross"), when either is no word of the catalogue.
    const joined = next && !(isKnown(word) && isKnown(next)) ? nearest(word + next) : undefined;
    if (joined) {
      out.push(joined.shown);
      changed = true;
      i++;
      continue;
    }
    const single = word && !isKnown(word) ? nearest(word) : undefined;
    if (single && single.key !== word) {
      out.push(single.shown);
      changed = true;
    } else out.push(words[i]);
  }
  return changed ? out.join(' ') : null;
}
