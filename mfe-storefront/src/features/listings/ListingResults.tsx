import { Button, ErrorState, Grid, styled, type Listing } from '@carmarket/shared-ui';
import type { PagedApi } from '@carmarket/shared-ui/widgets';
import { useState, type ReactNode } from 'react';
import { useReport } from '../../api/useReport';
import { useWishlist } from '../../api/useWishlist';
import { BookingModal } from '../booking/BookingModal';
import { PRIORITY_CARDS } from './card-images';
import { CARD_MIN_PX, useCardsDrawn } from './first-screen-cards';
import { CompareTrayLoader } from '../compare/CompareTrayLoader';
import { ListingCard } from './ListingCard';
import { ListingCardSkeleton } from './ListingCardSkeleton';

const More = styled.div`
  display: flex;
  justify-content: center;
`;

/** 'Showing 12 of 40 cars', '1 car', 'No cars found'; '' until the total is known. */
export function resultCount(shown: number, total: number | null): string {
  if (total === null) return '';
  if (total === 0) return 'No cars found';
  const cars = total === 1 ? 'car' : 'cars';
  return shown >= total ? `${total} ${cars}` : `Showing ${shown} of ${total} ${cars}`;
}

export interface ListingResultsProps {
  list: PagedApi<Listing>;
  /** What shows when nothing matches. */
  empty: ReactNode;
}

/**
 * A paged list of cars as cards (book, report, wish list on each), with its loading, error and
 * empty states and Load more: the list of the category page and of the search page.
 */
export function ListingResults({ list, empty }: ListingResultsProps) {
  const wishlist = useWishlist();
  const { ask, reportingId, reportedIds, dialog: reportDialog } = useReport();
  const [booking, setBooking] = useState<Listing | null>(null);
  const drawn = useCardsDrawn(list.items.length);

  if (list.error && list.items.length === 0)
    return <ErrorState title="Could not load the cars" message={list.error.message} onRetry={list.retry} />;
  if (list.isLoading) {
    return (
      <Grid $min={CARD_MIN_PX} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <ListingCardSkeleton key={i} />
        ))}
      </Grid>
    );
  }
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <>
      <Grid $min={CARD_MIN_PX}>
        {list.items.slice(0, drawn).map((listing, index) => (
          <ListingCard
            key={listing._id}
            listing={listing}
            priority={index < PRIORITY_CARDS}
            saved={wishlist.savedIds.has(listing._id)}
            onBook={setBooking}
            onReport={ask}
            reported={reportedIds.has(listing._id)}
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
      {booking && <BookingModal car={booking} onClose={() => setBooking(null)} />}
      {reportDialog}
      <CompareTrayLoader />
    </>
  );
}
