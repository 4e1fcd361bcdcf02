// The category page's filters and sort live in the URL's search params, so a filtered page can
// be shared, bookmarked and reloaded. This module is the one place that maps between the URL,
// the form and the API query of GET /category/:id.
import { CONDITIONS, type CategoryQuery, type Condition } from '@carmarket/shared-ui';

export type ListingSort = NonNullable<CategoryQuery['sort']>;
export const SORTS: readonly { value: ListingSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];

export interface ListingFilters {
  /** Text in name, brand or location. */
  q: string;
  /** Sale price bounds, k$. */
  minPrice?: number;
  maxPrice?: number;
  condition?: Condition;
  /** Only cars not booked yet. */
  available: boolean;
  sort: ListingSort;
}

export const NO_FILTERS: ListingFilters = { q: '', available: false, sort: 'newest' };

/** Cards per page: four rows of three on a desktop. */
export const PAGE_SIZE = 12;

function price(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Reads the filters from a URL; anything malformed (a hand-edited link) counts as not set. */
export function filtersFromSearch(params: URLSearchParams): ListingFilters {
  const condition = params.get('condition');
  const sort = params.get('sort');
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: params.get('q')?.trim() ?? '',
    minPrice,
    maxPrice,
    condition: CONDITIONS.find((c) => c === condition),
    available: params.get('available') === 'true',
    sort: SORTS.find((s) => s.value === sort)?.value ?? NO_FILTERS.sort,
  };
}

/** The search params for `filters`, leaving out what is at its default so URLs stay short. */
export function searchFromFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.condition) params.set('condition', filters.condition);
  if (filters.available) params.set('available', 'true');
  if (filters.sort !== NO_FILTERS.sort) params.set('sort', filters.sort);
  return params;
}

/** How many filters narrow the list: search, price range (one, with either bound), condition, available only. */
export function activeFilterCount(filters: ListingFilters): number {
  const priceRange = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  return [Boolean(filters.q), priceRange, Boolean(filters.condition), filters.available].filter(Boolean).length;
}

/** True when anything narrows the list (the sort does not). */
export const isFiltered = (filters: ListingFilters) => activeFilterCount(filters) > 0;

/** The first page of GET /category/:id for these filters; later pages follow the API's Link. */
export function listingsPath(categoryId: number, filters: ListingFilters): string {
  const params = searchFromFilters(filters);
  params.set('limit', String(PAGE_SIZE));
  return `/category/${categoryId}?${params.toString()}`;
}
