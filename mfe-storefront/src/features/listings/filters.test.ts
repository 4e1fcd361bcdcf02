import { activeFilterCount, filtersFromSearch, isFiltered, listingsPath, NO_FILTERS, PAGE_SIZE, searchFromFilters, type ListingFilters } from './filters';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

it('reads every filter and the sort from the URL', () => {
  expect(read('q=model&minPrice=20&maxPrice=40.5&condition=good&available=true&sort=price_desc')).toEqual({
    q: 'model',
    minPrice: 20,
    maxPrice: 40.5,
    condition: 'good',
    available: true,
    sort: 'price_desc',
  });
});

it('reads an empty URL as no filters, newest first', () => {
  expect(read('')).toEqual(NO_FILTERS);
});

it('ignores what a hand-edited URL gets wrong instead of failing', () => {
  expect(read('minPrice=cheap&maxPrice=-5&condition=shiny&available=yes&sort=random&q=%20%20')).toEqual(NO_FILTERS);
});

it('swaps a price range given the wrong way round', () => {
  expect(read('minPrice=40&maxPrice=20')).toMatchObject({ minPrice: 20, maxPrice: 40 });
});

it('writes only what differs from the defaults, so the shared URL stays short', () => {
  expect(searchFromFilters(NO_FILTERS).toString()).toBe('');
  expect(searchFromFilters({ ...NO_FILTERS, q: ' kia ', available: true }).toString()).toBe('q=kia&available=true');
});

it('gives back the same filters after a round trip through the URL', () => {
  const filters: ListingFilters = { q: 'model y', minPrice: 0, maxPrice: 45, condition: 'excellent', available: true, sort: 'price_asc' };
  expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
});

it('asks the API for one page of the category with the same filters', () => {
  expect(listingsPath(2, { ...NO_FILTERS, maxPrice: 30, sort: 'price_asc' })).toBe(`/category/2?maxPrice=30&sort=price_asc&limit=${PAGE_SIZE}`);
  expect(listingsPath(1, NO_FILTERS)).toBe(`/category/1?limit=${PAGE_SIZE}`);
});

it('counts a sort alone as unfiltered (nothing is hidden)', () => {
  expect(isFiltered({ ...NO_FILTERS, sort: 'price_desc' })).toBe(false);
  expect(isFiltered({ ...NO_FILTERS, minPrice: 0 })).toBe(true);
});

it('counts the active filters, a price range once whichever bounds it has', () => {
  expect(activeFilterCount(NO_FILTERS)).toBe(0);
  expect(activeFilterCount({ ...NO_FILTERS, minPrice: 10, maxPrice: 20 })).toBe(1);
  expect(activeFilterCount({ q: 'kia', maxPrice: 20, condition: 'fair', available: true, sort: 'price_asc' })).toBe(4);
});
