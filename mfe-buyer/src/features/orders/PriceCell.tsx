import { kDollars, styled, type Order } from '@carmarket/shared-ui';

const Agreed = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 2px;
`;
const Asking = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/** What the buyer pays; for a booking made from an accepted offer, the asking price struck beside it. */
export function PriceCell({ order }: { order: Pick<Order, 'price' | 'listedPrice'> }) {
  if (order.listedPrice === undefined || order.listedPrice === order.price) return <>{kDollars(order.price)}</>;
  return (
    <Agreed>
      <strong>{kDollars(order.price)}</strong>
      <Asking>
        agreed · asking <s>{kDollars(order.listedPrice)}</s>
      </Asking>
    </Agreed>
  );
}
