import {
  Button,
  Card,
  Container,
  EmptyState,
  formatMonth,
  Heading,
  Muted,
  PageTitle,
  styled,
  type Listing,
} from '@carmarket/shared-ui';
import { Stars, type PagedApi } from '@carmarket/shared-ui/widgets';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import {
  fetchSellerReviewsAfter,
  useAnswerableIds,
  useSellerPage,
  type Review,
  type SellerPage as SellerPageData,
} from '../api/seller';
import { SellerMark } from '../features/listings/ListingCard';
import { ListingResults } from '../features/listings/ListingResults';
import { ReviewItem } from '../features/seller/ReviewItem';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;
const NameLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
const RatingLine = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  font-weight: 700;
`;
const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.md};
`;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The seller's cars, all loaded with the page: the category page's cards (book, report, wish list). */
const allLoaded = (items: Listing[]): PagedApi<Listing> => ({
  items,
  total: items.length,
  isLoading: false,
  loadingMore: false,
  hasMore: false,
  error: undefined,
  loadMore: () => undefined,
  retry: () => undefined,
});

/** Later pages of reviews, appended below the first (which the page's own data keeps fresh). */
function useOlderReviews(sellerId: string, firstCursor: string | null) {
  const [older, setOlder] = useState<Review[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined); // undefined: none fetched yet
  const [loading, setLoading] = useState(false);
  const next = cursor === undefined ? firstCursor : cursor;
  const loadMore = async () => {
    if (!next || loading) return;
    setLoading(true);
    try {
      const page = await fetchSellerReviewsAfter(sellerId, next);
      setOlder((shown) => [...shown, ...page.reviews.items]);
      setCursor(page.reviews.nextCursor);
    } finally {
      setLoading(false);
    }
  };
  const replace = (answered: Review) => setOlder((shown) => shown.map((r) => (r._id === answered._id ? answered : r)));
  return { older, hasMore: Boolean(next), loading, loadMore, replace };
}

/** /seller/:id — who the seller is, how buyers rate them, what they said, and the cars they sell. */
export default function SellerPage() {
  const seller = useSellerPage(useLoaderData() as SellerPageData);
  const answerable = useAnswerableIds();
  const older = useOlderReviews(seller._id, seller.reviews.nextCursor ?? null);
  const { average, count } = seller.rating;
  const reviews = [
    ...seller.reviews.items,
    ...older.older.filter((r) => !seller.reviews.items.some((first) => first._id === r._id)),
  ];

  return (
    <Page>
      <Card as="section" aria-labelledby="seller-name">
        <Summary>
          <NameLine>
            <PageTitle id="seller-name">{seller.name}</PageTitle>
            <SellerMark verified={seller.isVerified} />
          </NameLine>
          <Muted>
            Member since <time dateTime={seller.memberSince}>{formatMonth(seller.memberSince)}</time> ·{' '}
            {plural(seller.activeListings, 'active listing')}
          </Muted>
          <RatingLine aria-label="Rating">
            {average === null ? (
              <span>No reviews yet</span>
            ) : (
              <>
                <Stars value={average} size="1.25rem" />
                <span>{average.toFixed(1)} of 5</span>
                <Muted as="span">{plural(count, 'review')}</Muted>
              </>
            )}
          </RatingLine>
        </Summary>
      </Card>

      <Card as="section" aria-labelledby="seller-reviews">
        <Heading id="seller-reviews">Reviews</Heading>
        {reviews.length === 0 ? (
          <Muted>Buyers who paid for a car of this seller can review them here.</Muted>
        ) : (
          <div>
            {reviews.map((review) => (
              <ReviewItem
                key={review._id}
                review={review}
                canAnswer={answerable.has(review._id)}
                onAnswered={older.replace}
              />
            ))}
          </div>
        )}
        {older.hasMore && (
          <More>
            <Button variant="secondary" loading={older.loading} onClick={() => void older.loadMore()}>
              More reviews
            </Button>
          </More>
        )}
      </Card>

      <section aria-labelledby="seller-cars">
        <Heading id="seller-cars">Cars for sale</Heading>
        <ListingResults
          list={allLoaded(seller.listings)}
          empty={
            <EmptyState
              title="No cars for sale right now"
              message="This seller's booked and sold cars are not listed."
            />
          }
        />
        {seller.activeListings > seller.listings.length && (
          <Muted>
            The newest {seller.listings.length} of {seller.activeListings} cars.
          </Muted>
        )}
      </section>
    </Page>
  );
}
