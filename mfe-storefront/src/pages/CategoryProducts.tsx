import { Button, Container, EmptyState, ErrorState, Grid, Muted, PageTitle, useApi, type Category, type Listing } from '@carmarket/shared-ui';
import { usePagedApi } from '@carmarket/shared-ui/widgets';
import { useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { FilterBar, typedTextKey } from '../features/listings/FilterBar';
import { categoryFacetsPath, filtersFromSearch, isFiltered, listingsPath, NO_FILTERS, searchFromFilters, type ListingFilters } from '../features/listings/filters';
import type { Facets } from '../api/listing-types';
import { ListingCard } from '../features/listings/ListingCard';
import { BookingModal } from '../features/booking/BookingModal';
import { ListingCardSkeleton } from '../features/listings/ListingCardSkeleton';
import { useReport } from '../api/useReport';
import { useWishlist } from '../api/useWishlist';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  h1 { margin-bottom: 0; }
`;
/** Cards whose photos are asked for first: the first row on a wide screen, the first screenful on a phone. */
const PRIORITY_CARDS = 2;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

function resultCount(shown: number, total: number | null): string {
  if (total === null) return '';
  if (total === 0) return 'No cars found';
  const cars = total === 1 ? 'car' : 'cars';
  return shown >= total ? `${total} ${cars}` : `Showing ${shown} of ${total} ${cars}`;
}

/** /category/:id — the cars of one category, filtered and sorted from the URL, a page at a time. */
export default function CategoryProducts() {
  const category = useLoaderData() as Category;
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const list = usePagedApi<Listing>(listingsPath(category.category_id, filters));
  // Counts beside the filter choices; the old ones stay while new ones load, and a failure only hides them.
  const facets = useApi<Facets>(categoryFacetsPath(category.category_id, filters), { errorToast: false, keepPreviousData: true });
  const wishlist = useWishlist();
  const { report, reportingId } = useReport();
  const [booking, setBooking] = useState<Listing | null>(null);

  const applyFilters = (next: ListingFilters) => setSearchParams(searchFromFilters(next));

  return (
    <Page>
      <div>
        <PageTitle>{category.name}</PageTitle>
        <Muted role="status">{list.isLoading ? 'Loading cars…' : resultCount(list.items.length, list.total)}</Muted>
      </div>
      <FilterBar key={typedTextKey(filters)} filters={filters} onApply={applyFilters} facets={facets.data} />

      {list.error && list.items.length === 0 ? (
        <ErrorState title="Could not load the cars" message={list.error.message} onRetry={list.retry} />
      ) : list.isLoading ? (
        <Grid $min={300} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <ListingCardSkeleton key={i} />
          ))}
        </Grid>
      ) : list.items.length === 0 ? (
        isFiltered(filters) ? (
          <EmptyState
            title="No cars match these filters"
            message="Try a wider price range, another condition, or fewer words in the search."
            action={<Button variant="secondary" onClick={() => applyFilters({ ...NO_FILTERS, sort: filters.sort })}>Clear filters</Button>}
          />
        ) : (
          <EmptyState title="No cars in this category yet" message="Sellers add new cars every week. Check back soon." />
        )
      ) : (
        <>
          <Grid $min={300}>
            {list.items.map((listing, index) => (
              <ListingCard
                key={listing._id}
                listing={listing}
                priority={index < PRIORITY_CARDS}
                saved={wishlist.savedIds.has(listing._id)}
                onBook={setBooking}
                onReport={(l) => void report(l)}
                onToggleWishlist={(l) => void wishlist.toggle(l)}
                reporting={reportingId === listing._id}
                savingWishlist={wishlist.pendingId === listing._id}
              />
            ))}
          </Grid>
          {list.error && <ErrorState title="Could not load more cars" message={list.error.message} onRetry={list.retry} />}
          {list.hasMore && !list.error && (
            <More>
              <Button variant="secondary" size="lg" loading={list.loadingMore} onClick={list.loadMore}>
                Load more
              </Button>
            </More>
          )}
        </>
      )}

      {booking && <BookingModal car={booking} onClose={() => setBooking(null)} />}
    </Page>
  );
}
