// Keys stored with a listing so queries can use an index: the sort keys of the orders a car may
// lack a value for (mileage low first, year new first, best deal first), and the brand as it is
// matched (pricing's comparables), and the ZIP as distance lists read it (a car without one has
// the empty key, so "no ZIP" is one index range too), and the words a search finds it by
// (search-tokens.ts). A car without the fact or a rating still has a sort key, one
// that sorts it after every car that has one, so each order lists every car (the count never
// changes with the sort) and keyset pages stay one index range scan. The keys are written with
// every write of what they derive from: posting (the schema's validate hook), editing, rating,
// the seed.
import { brandKey } from './facts/model-catalogue';
import type { Listing, ListingRating } from './schemas/listing.schema';
import { searchTokensOf, type SearchedFacts } from './search-tokens';

export const STORED_KEY_FIELDS = ['mileageKey', 'yearKey', 'dealKey', 'brandKey', 'zipKey', 'searchTokens'] as const;
export type SortKeys = Record<'mileageKey' | 'yearKey' | 'dealKey', number>;
export type StoredKeys = SortKeys & { brandKey: string; zipKey: string; searchTokens: string[] };

/** The zipKey of a listing without a ZIP: outside every radius, last when nearest first. */
export const NO_ZIP = '';

/** Sorts after every real value in an ascending order (mileage, deal gap). */
const LAST_ASCENDING = Number.MAX_SAFE_INTEGER;
/** Sorts after every model year in a descending order. */
const LAST_DESCENDING = -1;

type KeyedFacts = Pick<Listing, 'mileage' | 'year' | 'sale_price'> & {
  rating?: Pick<ListingRating, 'expected'> | null;
};

export function storedKeysOf(l: KeyedFacts & SearchedFacts & Pick<Listing, 'zip'>): StoredKeys {
  return { ...sortKeysOf(l), brandKey: brandKey(l.brand), zipKey: l.zip ?? NO_ZIP, searchTokens: searchTokensOf(l) };
}

export function sortKeysOf(l: KeyedFacts): SortKeys {
  return {
    mileageKey: l.mileage ?? LAST_ASCENDING,
    yearKey: l.year ?? LAST_DESCENDING,
    dealKey: dealKeyOf(l.sale_price, l.rating?.expected),
  };
}

/**
 * The saving against the expected price as a fraction of it, negated (ascending = best deal
 * first): the gap the deal labels are cut from, so a Great deal sorts before a Good deal. Unrated
 * cars ("No rating", or not rated yet) last.
 */
export function dealKeyOf(price: number, expected: number | undefined): number {
  if (expected === undefined || expected === null || !(expected > 0)) return LAST_ASCENDING;
  return (price - expected) / expected;
}
