// Search by words, as a person types them ("tesla model 3", "kia ev6 austin", "2023 suv"): each
// listing stores the normalised words of its brand, model, name, fuel, body, model year and city
// (`searchTokens`, a multikey index), and a search matches the listings holding every word of
// the query, in any order. Each word is one index key, so a search never scans the collection.
import type { Listing } from './schemas/listing.schema';

/** Other words people use for a fuel or a body. */
const SYNONYMS: Record<string, readonly string[]> = {
  petrol: ['gas', 'gasoline'],
  electric: ['ev'],
  pickup: ['truck'],
};

/** Words longer than this are not words a person searches by (and stay out of the index). */
const MAX_WORD = 40;
/** A query's words beyond this many are ignored (the page's query allows 100 characters). */
const MAX_QUERY_WORDS = 8;

/** Lower case, accents dropped, split at anything but letters and digits. */
export function wordsOf(text: string | undefined | null): string[] {
  if (!text) return [];
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && w.length <= MAX_WORD);
}

/** "rav4" is also "rav" and "4", "ev6" "ev" and "6": people type the model either way. */
function withParts(word: string): string[] {
  const parts = word.match(/\p{L}+|\p{N}+/gu) ?? [];
  return parts.length > 1 ? [word, ...parts] : [word];
}

export type SearchedFacts = Pick<Listing, 'brand' | 'name' | 'location'> &
  Partial<Pick<Listing, 'model' | 'fuel' | 'body' | 'year'>>;

/** The words a listing is found by, each once. */
export function searchTokensOf(l: SearchedFacts): string[] {
  const words = [l.brand, l.model, l.name, l.location].flatMap(wordsOf).flatMap(withParts);
  for (const fact of [l.fuel, l.body]) if (fact) words.push(fact, ...(SYNONYMS[fact] ?? []));
  if (l.year !== undefined && l.year !== null) words.push(String(l.year));
  return [...new Set(words)];
}

/** The words of a search, each once, longest first (the rarer word leads the index look-up). */
export function queryWords(q: string): string[] {
  const words = [...new Set(wordsOf(q))].slice(0, MAX_QUERY_WORDS);
  return words.sort((a, b) => b.length - a.length);
}

/**
 * The condition of a search `q`: every word is one of the listing's. Written as one equality per
 * word so both MongoDB and embedded-mongo bound an index by a word; `q` without a single word
 * (only punctuation) matches nothing.
 */
export function searchCondition(q: string): Record<string, unknown> {
  const words = queryWords(q);
  if (words.length === 0) return { searchTokens: { $in: [] } };
  if (words.length === 1) return { searchTokens: words[0] };
  return { $and: words.map((word) => ({ searchTokens: word })) };
}
