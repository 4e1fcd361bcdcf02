// Which listings a list query selects: one home for the filter rules of GET /category/:id,
// GET /search and their facets (a facet counts with every filter but its own).
import { BadRequestException } from '@nestjs/common';
import { maxPriceForMonthly } from '@carmarket/stack-facts/monthly-payment';
import type { QueryFilter } from 'mongoose';
import { zipsWithin } from '../common/zip-codes/zip-codes';
import type { CategoryQueryDto } from './dto/category-query.dto';
import { onMarket } from './listing-visibility';
import type { Listing } from './schemas/listing.schema';
import { searchCondition } from './search-tokens';

/** Where a list looks: one category, or every category (search). */
export interface ListingScope {
  categoryId?: number;
}

export const FACET_FIELDS = ['model', 'year', 'fuel', 'transmission', 'body', 'mileage'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

/** 400 for a query whose ranges are upside down. */
export function checkListingQuery(query: CategoryQueryDto): void {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw new BadRequestException('minPrice must not be greater than maxPrice');
  }
  if (query.yearFrom !== undefined && query.yearTo !== undefined && query.yearFrom > query.yearTo) {
    throw new BadRequestException('yearFrom must not be greater than yearTo');
  }
  if (query.zip === undefined && query.radius !== undefined) {
    throw new BadRequestException('radius needs zip: the miles are counted from that ZIP code');
  }
  if (query.zip === undefined && query.sort === 'distance') {
    throw new BadRequestException('sort=distance needs zip: the distance is counted from that ZIP code');
  }
}

/** The filter of `query` in `scope`; `without` leaves that facet's own condition out. */
export function listingFilter(
  scope: ListingScope,
  query: CategoryQueryDto,
  without?: FacetField,
): QueryFilter<Listing> {
  return { ...commonFilter(scope, query), ...factFilter(query, without) };
}

/** The conditions no facet owns: on the market, scope, availability, condition, price, radius, words. The sort selects nothing. */
export function commonFilter(scope: ListingScope, query: CategoryQueryDto): QueryFilter<Listing> {
  const filter = onMarket();
  if (scope.categoryId !== undefined) filter.category_id = scope.categoryId;
  if (query.available !== undefined) filter.isSold = !query.available;
  if (query.condition) filter.condition = query.condition;
  const maxPrice = highestPrice(query);
  if (query.minPrice !== undefined || maxPrice !== undefined) filter.sale_price = range(query.minPrice, maxPrice);
  // A car without a ZIP (the empty key) is outside every radius.
  if (query.zip !== undefined && query.radius !== undefined)
    filter.zipKey = { $in: zipsWithin(query.zip, query.radius) };
  const text = query.q?.trim();
  if (text) Object.assign(filter, searchCondition(text));
  return filter;
}

/** The facets' own conditions, but `without`'s. */
export function factFilter(query: CategoryQueryDto, without?: FacetField): QueryFilter<Listing> {
  const filter: QueryFilter<Listing> = {};
  if (query.model && without !== 'model') filter.model = query.model;
  if (query.fuel && without !== 'fuel') filter.fuel = query.fuel;
  if (query.transmission && without !== 'transmission') filter.transmission = query.transmission;
  if (query.body && without !== 'body') filter.body = query.body;
  if ((query.yearFrom !== undefined || query.yearTo !== undefined) && without !== 'year')
    filter.year = range(query.yearFrom, query.yearTo);
  if (query.mileageMax !== undefined && without !== 'mileage') filter.mileage = { $lte: query.mileageMax };
  return filter;
}

/** Everything `listingFilter` depends on (not the cursor or limit): the key of cached counts. */
export function filterKey(scope: ListingScope, query: CategoryQueryDto, what: string): string {
  const q = query;
  return JSON.stringify([
    what,
    scope.categoryId ?? '*',
    q.q?.trim() ?? '',
    q.minPrice,
    q.maxPrice,
    q.maxMonthly,
    q.condition,
    q.available,
    q.model,
    q.yearFrom,
    q.yearTo,
    q.mileageMax,
    q.fuel,
    q.transmission,
    q.body,
    q.radius === undefined ? '' : `${q.zip}:${q.radius}`,
  ]);
}

/** The tighter of maxPrice and the price a maxMonthly budget buys (the cards' estimate, in k$). */
function highestPrice({ maxPrice, maxMonthly }: CategoryQueryDto): number | undefined {
  const affordable = maxMonthly === undefined ? undefined : maxPriceForMonthly(maxMonthly) / 1000;
  if (affordable === undefined) return maxPrice;
  return maxPrice === undefined ? affordable : Math.min(maxPrice, affordable);
}

const range = (from: number | undefined, to: number | undefined) => ({
  ...(from !== undefined && { $gte: from }),
  ...(to !== undefined && { $lte: to }),
});
