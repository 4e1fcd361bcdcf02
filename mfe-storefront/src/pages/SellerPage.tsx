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
} from '@carmarket/shared-ui';
import { Stars, usePagedApi } from '@carmarket/shared-ui/widgets';
import { useLoaderData } from 'react-router-dom';
import {
  sellerCars,
  sellerReviews,
  useAnswerableIds,
  useSellerPage,
  type SellerPage as SellerPageData,
} from '../api/seller';
import { SellerMark } from '../features/listings/ListingCard';
import { ListingResults, resultCount } from '../features/listings/ListingResults';
import { ReviewItem } from '../features/seller/ReviewItem';
import { useReviewReport } from '../api/useReviewReport';

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

/** /seller/:id — who the seller is, how buyers rate them, what they said, and the cars they sell. */
export default function SellerPage() {
  const seller = useSellerPage(useLoaderData() as SellerPageData);
  const answerable = useAnswerableIds();
  const cars = usePagedApi('/sellers/{id}/listings', sellerCars(seller));
  const reviews = usePagedApi('/sellers/{id}/reviews', sellerReviews(seller));
  const reporting = useReviewReport();
  const { average, count } = seller.rating;

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
        {reviews.items.length === 0 ? (
          <Muted>Buyers who paid for a car of this seller can review them here.</Muted>
        ) : (
          <div>
            {reviews.items.map((review) => (
              <ReviewItem
                key={review._id}
                review={review}
                canAnswer={answerable.has(review._id)}
                onAnswered={reviews.retry}
                report={
                  reporting.canReport && !reporting.ownIds.has(review._id)
                    ? { reported: reporting.reportedIds.has(review._id), onReport: () => reporting.ask(review) }
                    : undefined
                }
              />
            ))}
          </div>
        )}
        {reporting.dialog}
        {reviews.hasMore && (
          <More>
            <Button variant="secondary" loading={reviews.loadingMore} onClick={reviews.loadMore}>
              More reviews
            </Button>
          </More>
        )}
      </Card>

      <section aria-labelledby="seller-cars">
        <Heading id="seller-cars">Cars for sale</Heading>
        {cars.items.length > 0 && <Muted>{resultCount(cars.items.length, cars.total)}</Muted>}
        <ListingResults
          list={cars}
          empty={
            <EmptyState
              title="No cars for sale right now"
              message="This seller's booked and sold cars are not listed."
            />
          }
        />
      </section>
    </Page>
  );
}
