import {
  Button,
  Card,
  formatDay,
  Heading,
  Muted,
  styled,
  toast,
  type ReportedReviewView,
  type ReviewView,
} from '@carmarket/shared-ui';
import { announceChange, confirmAction, Stars, useAction, useMutation } from '@carmarket/shared-ui/widgets';
import { Link } from 'react-router-dom';
import { dismissReviewReports, removeReview, useReportedReviews, useReviews } from '../../api/admin-api';
import { ReportList } from '../reports/ListingReports';
import { CursorListBody } from './CursorListBody';

const Item = styled(Card)`
  display: grid;
  gap: 6px;
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.sm}) { grid-template-columns: 1fr auto; align-items: start; }`}
`;
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.sm}) { flex-direction: column; align-items: stretch; }`}
`;
const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
// User text: as text, line breaks kept, long words wrapped.
const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** Dismisses a reported review's reports after a confirm: the review stays on the seller's page. */
function DismissReportsButton({ review }: { review: ReviewView }) {
  const dismiss = useMutation(dismissReviewReports, { announces: 'review-reported' });
  const action = useAction(async () => {
    const confirmed = await confirmAction({
      title: `Dismiss the reports of ${review.buyerName}'s review?`,
      text: "The review stays on the seller's page and leaves this queue.",
      confirmText: 'Yes, dismiss',
    });
    if (confirmed && (await dismiss.run(review._id)))
      toast.success(`The reports of ${review.buyerName}'s review were dismissed`);
  });
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={action.busy}
      loading={dismiss.running}
      onClick={() => action.start()}
    >
      Dismiss reports
    </Button>
  );
}

/** A review; a reported one (with `reports`) shows them and offers Dismiss reports beside Remove. */
function ReviewRow({ review, reports }: { review: ReviewView; reports?: ReportedReviewView['reports'] }) {
  const remove = useMutation(async (id: string) => {
    await removeReview(id);
    return true;
  });
  const action = useAction(async () => {
    const confirmed = await confirmAction({
      title: `Remove ${review.buyerName}'s review?`,
      text: `It leaves the seller's page and rating for good; the order cannot be reviewed again.`,
      confirmText: 'Yes, remove',
    });
    if (!confirmed) return;
    if (!(await remove.run(review._id))) return; // refused: the toast says why, the review stays
    await announceChange('review-removed'); // the list reads its pages again, without this one
  });
  return (
    <li>
      <Item as="article" aria-label={`Review by ${review.buyerName} of the ${review.brand} ${review.carName}`}>
        <div>
          <Top>
            <Stars value={review.rating} />
            <strong>{review.buyerName}</strong>
            <Muted as="span">
              {formatDay(review.createdAt)} · {review.brand} {review.carName} ·{' '}
              <Link to={`/seller/${review.sellerId}`}>seller page</Link>
            </Muted>
          </Top>
          {review.text ? <Text>{review.text}</Text> : <Muted>(no text)</Muted>}
          {review.answer && (
            <Muted as="div">
              Seller&apos;s answer: <Text as="span">{review.answer.text}</Text>
            </Muted>
          )}
          {reports && <ReportList reports={reports} />}
        </div>
        <Actions>
          {reports && <DismissReportsButton review={review} />}
          <Button
            variant="danger"
            size="sm"
            disabled={action.busy}
            loading={remove.running}
            onClick={() => action.start()}
          >
            Remove
          </Button>
        </Actions>
      </Item>
    </li>
  );
}

/** Reviews members reported, the one reported last first, each with its reports; nothing while none are. */
function ReportedReviews() {
  const reported = useReportedReviews();
  if (!reported.error && reported.items.length === 0) return null;
  return (
    <section aria-labelledby="admin-reported-reviews">
      <SubHeading id="admin-reported-reviews">
        Reported reviews{reported.total !== null && ` (${reported.total})`}
      </SubHeading>
      <CursorListBody
        list={reported}
        errorTitle="Could not load the reported reviews"
        loadingLabel="Loading reported reviews"
        empty={{ title: 'NO REPORTED REVIEWS' }}
        moreLabel="More reported reviews"
      >
        {(review) => <ReviewRow key={review._id} review={review} reports={review.reports} />}
      </CursorListBody>
    </section>
  );
}

/**
 * Reported Items' reviews section: the reported reviews first (dismiss their reports or remove the
 * review), then every shown review, newest first; an admin removes one after a confirm.
 */
export function ReviewsSection() {
  const reviews = useReviews();
  return (
    <section aria-labelledby="admin-reviews">
      <Heading id="admin-reviews">Reviews{reviews.total !== null && ` (${reviews.total})`}</Heading>
      <ReportedReviews />
      {reviews.items.length > 0 && <SubHeading>All reviews</SubHeading>}
      <CursorListBody
        list={reviews}
        errorTitle="Could not load the reviews"
        loadingLabel="Loading reviews"
        empty={{ title: 'NO REVIEWS', message: 'Reviews buyers write after paying show here.' }}
        moreLabel="More reviews"
      >
        {(review) => <ReviewRow key={review._id} review={review} />}
      </CursorListBody>
    </section>
  );
}
