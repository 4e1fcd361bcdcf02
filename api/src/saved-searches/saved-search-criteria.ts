// How a new or cheaper listing finds the saved searches it may match: each search stores the
// conditions an index can narrow by (category, fuel, body, transmission, price bounds) in fields
// that always hold a value ("any" is a value too), so one indexed query per listing returns its
// candidates; the search's full filter (listingFilter, the list calls' own) then decides in code.
import sift, { type Query } from 'sift';
import type { QueryFilter } from 'mongoose';
import type { CategoryQueryDto } from '../listings/dto/category-query.dto';
import { listingFilter, type ListingScope } from '../listings/listing-filter';
import type { ListingRecord } from '../listings/schemas/listing.schema';

/** "Any value": a category id is 1 or more, a fact a word. */
export const ANY_CATEGORY = 0;
export const ANY_FACT = '*';
/** No upper price bound. */
const NO_MAX_PRICE = Number.MAX_SAFE_INTEGER;

export interface SearchCriteria {
  category: number;
  fuel: string;
  body: string;
  transmission: string;
  minPrice: number;
  maxPrice: number;
}

/** The index the candidate query runs on (its last field a range). */
export const CRITERIA_INDEX = {
  'criteria.category': 1,
  'criteria.fuel': 1,
  'criteria.body': 1,
  'criteria.transmission': 1,
  'criteria.maxPrice': 1,
} as const;

/** The indexed fields of a search, read off the very filter its page applies. */
export function criteriaOf(scope: ListingScope, query: CategoryQueryDto): SearchCriteria {
  const filter = listingFilter(scope, query) as Record<string, unknown>;
  const price = (filter.sale_price ?? {}) as { $gte?: number; $lte?: number };
  const fact = (field: string) => (typeof filter[field] === 'string' ? (filter[field] as string) : ANY_FACT);
  return {
    category: scope.categoryId ?? ANY_CATEGORY,
    fuel: fact('fuel'),
    body: fact('body'),
    transmission: fact('transmission'),
    minPrice: price.$gte ?? 0,
    maxPrice: price.$lte ?? NO_MAX_PRICE,
  };
}

/** The searches `listing` may match: a superset, found by CRITERIA_INDEX. */
export function candidatesOf(listing: ListingRecord): QueryFilter<Record<string, unknown>> {
  const factIs = (value: string | undefined) => ({ $in: value === undefined ? [ANY_FACT] : [value, ANY_FACT] });
  return {
    'criteria.category': { $in: [listing.category_id, ANY_CATEGORY] },
    'criteria.fuel': factIs(listing.fuel),
    'criteria.body': factIs(listing.body),
    'criteria.transmission': factIs(listing.transmission),
    'criteria.maxPrice': { $gte: listing.sale_price },
    'criteria.minPrice': { $lte: listing.sale_price },
    user: { $ne: listing.seller }, // nobody is alerted to their own car
    matched: { $ne: listing._id },
  };
}

/** Whether the search's page would list `listing` (as stored now), decided in code. */
export function wouldList(listing: ListingRecord, scope: ListingScope, query: CategoryQueryDto): boolean {
  return sift(listingFilter(scope, query) as Query<ListingRecord>)(listing);
}
