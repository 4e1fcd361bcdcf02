import { Button, Muted, styled, type Order } from '@carmarket/shared-ui';
import { Stars } from '@carmarket/shared-ui/widgets';
import { useState } from 'react';
import { useMyReviews } from '../../api/useMyReviews';
import { ReviewDialog } from './ReviewDialog';

// The dialog renders in place (decision 0009), inside a right-aligned table cell: its text must not inherit that.
const InPlaceDialog = styled.div`
  text-align: left;
`;

/** My Orders' review column: for a paid order, Review the seller, or the stars given (once per order). */
export function ReviewCell({ order }: { order: Order }) {
  if (!order.isPaid) return null;
  return <PaidOrderReview order={order} />;
}

function PaidOrderReview({ order }: { order: Order }) {
  const { data: mine } = useMyReviews();
  const [open, setOpen] = useState(false);
  if (!mine) return null; // not known yet (or not loadable): no button that could be a second review
  const review = mine.find((r) => r.orderId === order._id);
  if (review?.removed) return <Muted as="span">Review removed by CarMarket</Muted>;
  if (review) {
    return (
      <Muted as="span" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        Reviewed <Stars value={review.rating} />
      </Muted>
    );
  }
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Review the seller
      </Button>
      {open && (
        <InPlaceDialog>
          <ReviewDialog order={order} onClose={() => setOpen(false)} />
        </InPlaceDialog>
      )}
    </>
  );
}
