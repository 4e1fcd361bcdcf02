import {
  formatDateTime,
  listingPagePath,
  media,
  Muted,
  PageTitle,
  Skeleton,
  Stack,
  styled,
  type SellerOrder,
} from '@carmarket/shared-ui';
import { Link } from 'react-router-dom';
import {
  ApiContent,
  Badge,
  type Column,
  kDollars,
  MessageAboutOrder,
  StatusBadge,
  Table,
} from '@carmarket/shared-ui/widgets';
import { useMyBuyers } from '../api/seller-api';
import { DeclineBooking } from '../features/my-buyers/DeclineBooking';

/** A few lines in one cell: the main one first, the rest smaller; buttons keep their own width.
 *  Lined up as the cell's text is: to the right in a phone's card, to the left in the table. */
const Lines = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  ${media.sm} {
    align-items: flex-start;
  }
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
/** Phone numbers and amounts read badly when broken across lines. */
const NoWrap = styled.span`
  white-space: nowrap;
`;

const COLUMNS: readonly Column<SellerOrder>[] = [
  {
    header: 'Buyer',
    cell: (o) => (
      <Lines>
        <strong>{o.buyerName}</strong>
        <a href={`mailto:${o.buyerEmail}`}>{o.buyerEmail}</a>
        <NoWrap as="a" href={`tel:${o.phone}`}>
          {o.phone}
        </NoWrap>
        <MessageAboutOrder orderId={o._id} other={o.buyerName} />
      </Lines>
    ),
  },
  { header: 'Meeting location', cell: (o) => o.meetingLocation },
  {
    header: 'Car',
    cell: (o) => (
      <Lines>
        <Link to={listingPagePath(o.carId)} aria-label={`${o.brand} ${o.carName}`}>
          {o.carName}
        </Link>
        <small>{o.brand}</small>
      </Lines>
    ),
  },
  { header: 'Price', cell: (o) => <NoWrap>{kDollars(o.price)}</NoWrap>, align: 'right' },
  { header: 'Payment', cell: (o) => <State order={o} /> },
];

/** The car sold, or booked and not paid yet (then the seller may decline it); or how the booking ended. */
function State({ order }: { order: SellerOrder }) {
  if (order.status === 'cancelled') return <Badge>Cancelled by the buyer</Badge>;
  if (order.status === 'declined') {
    return (
      <Lines>
        <Badge>Declined</Badge>
        {order.declineReason && <small>{order.declineReason}</small>}
      </Lines>
    );
  }
  // After the payment: money returned to the buyer's card (a refund or a lost dispute), or a dispute open.
  if (order.isPaid && order.paymentIssue === 'refunded') return <Badge $tone="danger">Paid, refunded</Badge>;
  if (order.isPaid && order.paymentIssue === 'disputed') return <Badge $tone="warning">Paid, disputed</Badge>;
  if (order.isPaid) return <StatusBadge status="sold" />;
  return (
    <Lines>
      <StatusBadge status="booked" />
      {order.expiresAt && <small>held until {formatDateTime(order.expiresAt)}</small>}
      <DeclineBooking order={order} />
    </Lines>
  );
}

/** My Buyers: who booked the seller's cars, how to reach them, where they meet, and whether they paid. */
export default function MyBuyersPage() {
  return (
    <>
      <PageTitle>My Buyers</PageTitle>
      <ApiContent
        result={useMyBuyers()}
        loading={
          <Stack aria-busy="true" aria-label="Loading your buyers" $gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} $height="48px" />
            ))}
          </Stack>
        }
        empty={{
          title: 'NO BUYERS YET',
          message: 'When someone books one of your cars, their contact and meeting place appear here.',
        }}
      >
        {(orders) => (
          <Stack $gap="sm">
            <Muted>
              {orders.length} {orders.length === 1 ? 'booking' : 'bookings'} of your cars, newest first.
            </Muted>
            <Table caption="Bookings of your cars" columns={COLUMNS} rows={orders} rowKey={(o) => o._id} />
          </Stack>
        )}
      </ApiContent>
    </>
  );
}
