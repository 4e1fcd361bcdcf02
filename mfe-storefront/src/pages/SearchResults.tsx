import { useEffect } from 'react';
import { Button, Container, EmptyState, Muted, PageTitle, useApi, styled } from '@carmarket/shared-ui';
import { useMe, usePagedApi } from '@carmarket/shared-ui/widgets';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { SearchPageData } from '../features/listings/searchLoader';
import { clearedFilters, FilterBar } from '../features/listings/FilterBar';
import { useApplyFilters } from '../features/listings/useApplyFilters';
import { rememberZip } from '../features/listings/buyer-zip';
import {
  activeFilterCount,
  filtersFromSearch,
  searchFacetsParams,
  searchFromFilters,
  searchListParams,
  searchPath,
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

/** /search?q=… — the cars of every category matching the words, with the category page's filters and cards. */
export default function SearchResults() {
  const [searchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const firstPage = (useLoaderData() as SearchPageData | undefined)?.firstPage;
  const list = usePagedApi('/search', {
    params: searchListParams(filters),
    firstPage: firstPage?.path === searchPath(filters) ? firstPage.page : undefined,
  });
  // Counts beside the filter choices; the old ones stay while new ones load, and a failure only hides them.
  const facets = useApi('/search/facets', {
    params: searchFacetsParams(filters),
    errorToast: false,
    keepPreviousData: true,
  });
  const applyFilters = useApplyFilters(filters, list.retry);
  const homeZip = useMe().data?.homeZip;
  useEffect(() => {
    if (filters.zip) rememberZip(filters.zip);
  }, [filters.zip]);
  const cleared = clearedFilters(filters, true);

  return (
    <Page>
      <div>
        <PageTitle>{filters.q ? `Cars matching “${filters.q}”` : 'All cars'}</PageTitle>
        <Muted role="status">{list.isLoading ? 'Loading cars…' : resultCount(list.items.length, list.total)}</Muted>
        <SaveSearch />
      </div>
      <FilterBar
        key={homeZip ?? ''}
        filters={filters}
        onApply={applyFilters}
        facets={facets.data}
        keepSearch
        homeZip={homeZip}
      />
      <ListingResults
        list={list}
        empty={
          <EmptyState
            title="No cars match"
            message="Try other words (a model, a brand or a city) or fewer filters."
            action={
              <>
                <DidYouMean q={filters.q} searchFor={(q) => `?${searchFromFilters({ ...filters, q })}`} />
                {activeFilterCount(filters) > activeFilterCount(cleared) && (
                  <Button variant="secondary" onClick={() => applyFilters(cleared)}>
                    Clear filters
                  </Button>
                )}
              </>
            }
          />
        }
      />
    </Page>
  );
}
