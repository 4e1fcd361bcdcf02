import {
  activeFilterCount,
  categoryFacetsPath,
  filtersFromSearch,
  isFiltered,
  listingsPath,
  NO_FILTERS,
  PAGE_SIZE,
  searchFacetsPath,
  searchFromFilters,
  searchPath,
  type ListingFilters,
} from './filters';

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
  const filters: ListingFilters = {
    q: 'model y',
    minPrice: 0,
    maxPrice: 45,
    condition: 'excellent',
    available: true,
    sort: 'price_asc',
  };
  expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
});

it('asks the API for one page of the category with the same filters', () => {
  expect(listingsPath(2, { ...NO_FILTERS, maxPrice: 30, sort: 'price_asc' })).toBe(
    `/category/2?maxPrice=30&sort=price_asc&limit=${PAGE_SIZE}`,
  );
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

describe('vehicle facts', () => {
  it('reads and writes model, year range, mileage cap, fuel, transmission and body, in a stable order', () => {
    const query =
      'model=Model+Y&yearFrom=2019&yearTo=2023&mileageMax=60000&fuel=electric&transmission=automatic&body=suv&sort=year_desc';
    const filters = read(query);
    expect(filters).toEqual({
      ...NO_FILTERS,
      model: 'Model Y',
      yearFrom: 2019,
      yearTo: 2023,
      mileageMax: 60000,
      fuel: 'electric',
      transmission: 'automatic',
      body: 'suv',
      sort: 'year_desc',
    });
    expect(searchFromFilters(filters).toString()).toBe(query);
  });

  it('ignores facts a hand-edited URL gets wrong, and swaps a year range given the wrong way round', () => {
    expect(read('yearFrom=old&mileageMax=-5&fuel=steam&transmission=cvt&body=tank&model=%20')).toEqual(NO_FILTERS);
    expect(read('yearFrom=2023&yearTo=2019')).toMatchObject({ yearFrom: 2019, yearTo: 2023 });
  });

  it('sorts by mileage (low first) and year (new first)', () => {
    expect(read('sort=mileage_asc').sort).toBe('mileage_asc');
    expect(read('sort=year_desc').sort).toBe('year_desc');
  });

  it('counts each fact as a filter, a year range once', () => {
    expect(activeFilterCount({ ...NO_FILTERS, yearFrom: 2019, yearTo: 2023, fuel: 'hybrid' })).toBe(2);
    expect(isFiltered({ ...NO_FILTERS, body: 'van' })).toBe(true);
  });

  it('asks for the facets and the search with the same query string as the list', () => {
    const filters: ListingFilters = { ...NO_FILTERS, q: 'kia', fuel: 'electric', yearFrom: 2020 };
    expect(categoryFacetsPath(2, filters)).toBe('/category/2/facets?q=kia&yearFrom=2020&fuel=electric');
    expect(categoryFacetsPath(2, NO_FILTERS)).toBe('/category/2/facets');
    expect(searchPath(filters)).toBe(`/search?q=kia&yearFrom=2020&fuel=electric&limit=${PAGE_SIZE}`);
    expect(searchFacetsPath(filters)).toBe('/search/facets?q=kia&yearFrom=2020&fuel=electric');
  });
});

describe('monthly budget', () => {
  it('reads and writes maxMonthly (whole dollars), counted as one filter and sent to the list and its facets', () => {
    const filters = read('maxMonthly=400&sort=price_asc');
    expect(filters).toEqual({ ...NO_FILTERS, maxMonthly: 400, sort: 'price_asc' });
    expect(searchFromFilters(filters).toString()).toBe('maxMonthly=400&sort=price_asc');
    expect(activeFilterCount(filters)).toBe(1);
    expect(listingsPath(2, filters)).toBe(`/category/2?maxMonthly=400&sort=price_asc&limit=${PAGE_SIZE}`);
    expect(searchFacetsPath(filters)).toBe('/search/facets?maxMonthly=400&sort=price_asc');
  });

  it('ignores a budget a hand-edited URL gets wrong', () => {
    for (const bad of ['abc', '0', '-5', '12.5']) expect(read(`maxMonthly=${bad}`).maxMonthly).toBeUndefined();
  });
});
