import { useEffect } from 'react';
import { Button, Container, EmptyState, Muted, PageTitle, useApi, styled } from '@carmarket/shared-ui';
import { useMe, usePagedApi } from '@carmarket/shared-ui/widgets';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { CategoryPageData } from '../features/listings/categoryLoader';
import { useApplyFilters } from '../features/listings/useApplyFilters';
import { FilterBar } from '../features/listings/FilterBar';
import { rememberZip } from '../features/listings/buyer-zip';
import {
  categoryFacetsParams,
  filtersFromSearch,
  isFiltered,
  listingsParams,
  listingsPath,
  NO_FILTERS,
  searchFromFilters,
} from '../features/listings/filters';
import { DidYouMean } from '../features/listings/DidYouMean';
import { ListingResults, resultCount } from '../features/listings/ListingResults';
import { SaveSearch } from '../features/saved-searches/SaveSearch';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h1 {
    margin-bottom: 0;
  }
`;

/** /category/:id — the cars of one category, filtered and sorted from the URL, a page at a time. */
export default function CategoryProducts() {
  const { category, firstPage } = useLoaderData() as CategoryPageData;
  const [searchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const path = listingsPath(category.category_id, filters);
  const list = usePagedApi('/category/{id}', {
    params: listingsParams(category.category_id, filters),
    firstPage: firstPage?.path === path ? firstPage.page : undefined,
  });
  // Counts beside the filter choices; the old ones stay while new ones load, and a failure only hides them.
  const facets = useApi('/category/{id}/facets', {
    params: categoryFacetsParams(category.category_id, filters),
    errorToast: false,
    keepPreviousData: true,
  });

  const applyFilters = useApplyFilters(filters, list.retry);
  const homeZip = useMe().data?.homeZip;
  useEffect(() => {
    if (filters.zip) rememberZip(filters.zip);
  }, [filters.zip]);

  return (
    <Page>
      <div>
        <PageTitle>{category.name}</PageTitle>
        <Muted role="status">{list.isLoading ? 'Loading cars…' : resultCount(list.items.length, list.total)}</Muted>
        <SaveSearch scope={category.name} />
      </div>
      <FilterBar key={homeZip ?? ''} filters={filters} onApply={applyFilters} facets={facets.data} homeZip={homeZip} />

      <ListingResults
        list={list}
        empty={
          isFiltered(filters) ? (
            <EmptyState
              title="No cars match these filters"
              message="Try a wider price range, another condition, or fewer words in the search."
              action={
                <>
                  <DidYouMean q={filters.q} searchFor={(q) => `?${searchFromFilters({ ...filters, q })}`} />
                  <Button variant="secondary" onClick={() => applyFilters({ ...NO_FILTERS, sort: filters.sort })}>
                    Clear filters
                  </Button>
                </>
              }
            />
          ) : (
            <EmptyState
              title="No cars in this category yet"
              message="Sellers add new cars every week. Check back soon."
            />
          )
        }
      />
    </Page>
  );
}
