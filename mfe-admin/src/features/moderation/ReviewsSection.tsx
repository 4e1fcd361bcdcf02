import { Button, Card, formatDay, Heading, Muted, styled, type ReviewView } from '@carmarket/shared-ui';
import { announceChange, confirmAction, Stars, useAction, useMutation } from '@carmarket/shared-ui/widgets';
import { Link } from 'react-router-dom';
import { removeReview, useReviews } from '../../api/admin-api';
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
// User text: as text, line breaks kept, long words wrapped.
const Text = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

function ReviewRow({ review }: { review: ReviewView }) {
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
        </div>
        <Button
          variant="danger"
          size="sm"
          disabled={action.busy}
          loading={remove.running}
          onClick={() => action.start()}
        >
          Remove
        </Button>
      </Item>
    </li>
  );
}

/** Reported Items' reviews section: every shown review, newest first; an admin removes one after a confirm. */
export function ReviewsSection() {
  const reviews = useReviews();
  return (
    <section aria-labelledby="admin-reviews">
      <Heading id="admin-reviews">Reviews{reviews.total !== null && ` (${reviews.total})`}</Heading>
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
