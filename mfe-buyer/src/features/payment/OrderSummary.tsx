import { Card, formatDateTime, Heading, Skeleton, styled, type Order } from '@carmarket/shared-ui';
import { kDollars, StatusBadge } from '@carmarket/shared-ui/widgets';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 10px ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
const Total = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;
const Header = styled.div`
  display: flex;
  flex-wrap: wrap; /* on a phone the badge goes under the heading rather than squeezing it */
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
  }
`;

export interface OrderSummaryProps {
  order: Order;
  paid: boolean;
  /** What the card is charged ('$34,500.00'); undefined while the intent is made, absent once paid. */
  total?: string;
}

/** What the buyer pays for: the booked car, its seller, the meeting and the price. */
export function OrderSummary({ order, paid, total }: OrderSummaryProps) {
  return (
    <Card aria-labelledby="order-summary-title">
      <Header>
        <Heading id="order-summary-title">Order summary</Heading>
        <StatusBadge status={paid ? 'sold' : 'booked'} />
      </Header>
      <List>
        <dt>Car</dt>
        <dd>
          {order.carName} · {order.brand}
        </dd>
        <dt>Seller</dt>
        <dd>{order.sellerName}</dd>
        <dt>Meeting location</dt>
        <dd>{order.meetingLocation}</dd>
        <dt>Price</dt>
        <dd>{kDollars(order.price)}</dd>
        {!paid && order.expiresAt && (
          <>
            <dt>Held for you until</dt>
            <dd>{formatDateTime(order.expiresAt)}</dd>
          </>
        )}
      </List>
      {!paid && (
        <Total>
          <span>Total</span>
          {total ?? <Skeleton $width="120px" $height="1.2em" />}
        </Total>
      )}
    </Card>
  );
}
