// The category page's filters and sort live in the URL's search params, so a filtered page can
// be shared, bookmarked and reloaded. This module is the one place that maps between the URL,
// the form and the API query of GET /category/:id (and of /search and the facets calls, which
// take the same query string).
import {
  apiPath,
  BODIES,
  CONDITIONS,
  FUELS,
  TRANSMISSIONS,
  type CategoryQuery,
  type Condition,
} from '@carmarket/shared-ui';
import type { Body, Fuel, Transmission } from '../../api/listing-types';

export type ListingSort = NonNullable<CategoryQuery['sort']>;
export const SORTS: readonly { value: ListingSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'mileage_asc', label: 'Mileage: low first' },
  { value: 'year_desc', label: 'Year: new first' },
  { value: 'best_deal', label: 'Best deal first' },
  { value: 'distance', label: 'Nearest first' },
];

/** The radius choices, miles (the API's list); none means any distance. */
export const RADII = [10, 25, 50, 100, 250, 500] as const;
export type Radius = (typeof RADII)[number];
export const ZIP_PATTERN = /^[0-9]{5}$/;

/** Sorts that need the buyer's ZIP. */
const needsZip = (sort: ListingSort) => sort === 'distance';

export interface ListingFilters {
  /** Text in name, brand or location. */
  q: string;
  /** Sale price bounds, k$. */
  minPrice?: number;
  maxPrice?: number;
  /** Monthly budget, dollars: the API bounds the price by the cards' payment estimate. */
  maxMonthly?: number;
  condition?: Condition;
  /** Only cars not booked yet. */
  available: boolean;
  sort: ListingSort;
  // Vehicle facts: a model of the catalogue, a model-year range, a mileage cap (mi).
  model?: string;
  yearFrom?: number;
  yearTo?: number;
  mileageMax?: number;
  fuel?: Fuel;
  transmission?: Transmission;
  body?: Body;
  /** The buyer's ZIP code: cards show the distance from it; radius and nearest first need it. */
  zip?: string;
  /** Only cars this many miles from `zip`. */
  radius?: Radius;
}

export const NO_FILTERS: ListingFilters = { q: '', available: false, sort: 'newest' };

/** Cards per page: four rows of three on a desktop. */
export const PAGE_SIZE = 12;

function price(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function wholeNumber(value: string | null): number | undefined {
  if (value === null || !/^[0-9]{1,9}$/.test(value.trim())) return undefined;
  return Number(value);
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** Reads the filters from a URL; anything malformed (a hand-edited link) counts as not set. */
export function filtersFromSearch(params: URLSearchParams): ListingFilters {
  const sort = params.get('sort');
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  let yearFrom = wholeNumber(params.get('yearFrom'));
  let yearTo = wholeNumber(params.get('yearTo'));
  if (yearFrom !== undefined && yearTo !== undefined && yearFrom > yearTo) [yearFrom, yearTo] = [yearTo, yearFrom];
  const filters: ListingFilters = {
    q: params.get('q')?.trim() ?? '',
    minPrice,
    maxPrice,
    condition: oneOf(CONDITIONS, params.get('condition')),
    available: params.get('available') === 'true',
    sort: SORTS.find((s) => s.value === sort)?.value ?? NO_FILTERS.sort,
  };
  // The vehicle facts only when present, so a URL without them reads exactly as before.
  const facts: Partial<ListingFilters> = {
    model: params.get('model')?.trim() || undefined,
    yearFrom,
    yearTo,
    mileageMax: wholeNumber(params.get('mileageMax')),
    maxMonthly: wholeNumber(params.get('maxMonthly')) || undefined,
    fuel: oneOf(FUELS, params.get('fuel')),
    transmission: oneOf(TRANSMISSIONS, params.get('transmission')),
    body: oneOf(BODIES, params.get('body')),
  };
  for (const [key, value] of Object.entries(facts)) if (value !== undefined) Object.assign(filters, { [key]: value });
  const zip = params.get('zip')?.trim();
  if (zip && ZIP_PATTERN.test(zip)) {
    filters.zip = zip;
    const radius = RADII.find((r) => String(r) === params.get('radius'));
    if (radius) filters.radius = radius;
  } else if (needsZip(filters.sort)) filters.sort = NO_FILTERS.sort;
  return filters;
}

/** `filters` with another ZIP (or none): without one, the radius and nearest first go too. */
export function withZip(filters: ListingFilters, zip: string | undefined): ListingFilters {
  if (zip) return { ...filters, zip };
  const { zip: _zip, radius: _radius, ...rest } = filters;
  return { ...rest, sort: needsZip(filters.sort) ? NO_FILTERS.sort : filters.sort };
}

/** The vehicle-fact filters, in URL (and form) order. */
export const FACT_FILTERS = ['model', 'yearFrom', 'yearTo', 'mileageMax', 'fuel', 'transmission', 'body'] as const;

/** The API's query for `filters` (GET /category/:id, /search and their facets), leaving out what is at its default. */
export function queryFromFilters(filters: ListingFilters): CategoryQuery {
  const query: CategoryQuery = {};
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.minPrice !== undefined) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) query.maxPrice = filters.maxPrice;
  if (filters.maxMonthly !== undefined) query.maxMonthly = filters.maxMonthly;
  if (filters.condition) query.condition = filters.condition;
  if (filters.available) query.available = true;
  for (const key of FACT_FILTERS)
    if (filters[key] !== undefined && filters[key] !== '') Object.assign(query, { [key]: filters[key] });
  if (filters.zip) {
    query.zip = filters.zip;
    if (filters.radius !== undefined) query.radius = filters.radius;
  }
  if (filters.sort !== NO_FILTERS.sort) query.sort = filters.sort;
  return query;
}

/** The search params for `filters` (the page's URL): the API's query, so URLs stay short. */
export function searchFromFilters(filters: ListingFilters): URLSearchParams {
  return new URLSearchParams(Object.entries(queryFromFilters(filters)).map(([key, value]) => [key, String(value)]));
}

/**
 * How many filters narrow the list: search, price range (one, with either bound), monthly budget, condition,
 * available only, the radius, and each vehicle fact (a year range counts once). The ZIP alone narrows nothing.
 */
export function activeFilterCount(filters: ListingFilters): number {
  const priceRange = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const yearRange = filters.yearFrom !== undefined || filters.yearTo !== undefined;
  const facts = [
    filters.model,
    yearRange || undefined,
    filters.mileageMax,
    filters.fuel,
    filters.transmission,
    filters.body,
  ];
  return [
    Boolean(filters.q),
    priceRange,
    filters.maxMonthly !== undefined,
    Boolean(filters.condition),
    filters.available,
    filters.radius !== undefined,
    ...facts.map((f) => f !== undefined),
  ].filter(Boolean).length;
}

/** True when anything narrows the list (the sort does not). */
export const isFiltered = (filters: ListingFilters) => activeFilterCount(filters) > 0;

/** GET /category/:id's parameters for the first page of these filters; later pages follow the API's Link. */
export const listingsParams = (categoryId: number, filters: ListingFilters) => ({
  path: { id: categoryId },
  query: { ...queryFromFilters(filters), limit: PAGE_SIZE },
});
export const listingsPath = (categoryId: number, filters: ListingFilters) =>
  apiPath('/category/{id}', listingsParams(categoryId, filters));

/** GET /category/:id/facets with the list's query (the API ignores the sort). */
export const categoryFacetsParams = (categoryId: number, filters: ListingFilters) => ({
  path: { id: categoryId },
  query: queryFromFilters(filters),
});
export const categoryFacetsPath = (categoryId: number, filters: ListingFilters) =>
  apiPath('/category/{id}/facets', categoryFacetsParams(categoryId, filters));

/** GET /search's parameters for the first page of these filters (`q` is the search words). */
export const searchListParams = (filters: ListingFilters) => ({
  query: { ...queryFromFilters(filters), limit: PAGE_SIZE },
});
export const searchPath = (filters: ListingFilters) => apiPath('/search', searchListParams(filters));

/** GET /search/facets with the list's query. */
export const searchFacetsParams = (filters: ListingFilters) => ({ query: queryFromFilters(filters) });
export const searchFacetsPath = (filters: ListingFilters) => apiPath('/search/facets', searchFacetsParams(filters));
