import { ButtonLink, formatDateTime, listingPagePath, media, Muted, styled, type Order } from '@carmarket/shared-ui';
import { Link } from 'react-router-dom';
import { Badge, type Column, MessageAboutOrder, Table } from '@carmarket/shared-ui/widgets';
import { CancelBooking } from './CancelBooking';
import { ReviewCell } from '../reviews/ReviewCell';
import { PriceCell } from './PriceCell';

/** The payment screen of an order (the route the buyer remote serves as 'payment/:id'). */
export function checkoutPath(orderId: string): string {
  return `/dashboard/payment/${orderId}`;
}

const CarName = styled.span`
  font-weight: 600;
  a {
    color: inherit;
  }
`;
const Brand = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-left: 6px;
`;
/** Lined up as the cell's text is: to the right in a phone's card, to the left in the table. */
const SellerCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  ${media.sm} {
    align-items: flex-start;
  }
  gap: 4px;
`;
const PayCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
`;

function Payment({ order }: { order: Order }) {
  if (order.status === 'cancelled') return <Badge>Cancelled</Badge>;
  if (order.status === 'declined') {
    return (
      <PayCell>
        <Badge $tone="danger">Declined by the seller</Badge>
        {order.declineReason && <Muted as="span">{order.declineReason}</Muted>}
      </PayCell>
    );
  }
  // After the payment: money returned to the card (a refund or a lost dispute), or a dispute open.
  if (order.isPaid && order.paymentIssue === 'refunded') return <Badge $tone="danger">Paid, refunded</Badge>;
  if (order.isPaid && order.paymentIssue === 'disputed') return <Badge $tone="warning">Paid, disputed</Badge>;
  if (order.isPaid) return <Badge $tone="success">Paid</Badge>;
  return (
    <PayCell>
      <ButtonLink size="sm" to={checkoutPath(order._id)}>
        Pay
      </ButtonLink>
      {order.expiresAt && <Muted as="span">held until {formatDateTime(order.expiresAt)}</Muted>}
      <CancelBooking order={order} />
    </PayCell>
  );
}

const columns: readonly Column<Order>[] = [
  {
    header: 'Seller',
    cell: (o) => (
      <SellerCell>
        <span>{o.sellerName}</span>
        <MessageAboutOrder orderId={o._id} other={o.sellerName} />
      </SellerCell>
    ),
  },
  {
    header: 'Car model',
    cell: (o) => (
      <span>
        <CarName>
          <Link to={listingPagePath(o.carId)}>{o.carName}</Link>
        </CarName>
        <Brand>{o.brand}</Brand>
      </span>
    ),
  },
  { header: 'Price', cell: (o) => <PriceCell order={o} />, align: 'right' },
  { header: 'Payment', cell: (o) => <Payment order={o} />, align: 'right' },
  { header: 'Review', cell: (o) => <ReviewCell order={o} />, align: 'right' },
];

/** The My Orders table of docs/product.md §2.7: seller, car, price in k$, and Paid or a Pay link (and
 *  Cancel booking); a booking the buyer cancelled or the seller declined says so, with the reason. */
export function OrdersTable({ orders }: { orders: readonly Order[] }) {
  return <Table caption="My Orders" columns={columns} rows={orders} rowKey={(o) => o._id} />;
}
