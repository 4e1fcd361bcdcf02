import styled from 'styled-components';
import { ApiContent, Badge, Muted, PageTitle, Skeleton, Stack, Table, type Column, type SellerOrder } from '@carmarket/shared-ui';
import { useMyBuyers } from '../api/seller-api';
import { formatK } from '../format';

const Car = styled.span`
  display: inline-flex;
  flex-direction: column;
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Phone numbers and amounts read badly when broken across lines. */
const NoWrap = styled.span`
  white-space: nowrap;
`;

const COLUMNS: readonly Column<SellerOrder>[] = [
  { header: 'Buyer', cell: (o) => <NoWrap>{o.buyerName}</NoWrap> },
  { header: 'E-mail', cell: (o) => <a href={`mailto:${o.buyerEmail}`}>{o.buyerEmail}</a> },
  { header: 'Phone', cell: (o) => <NoWrap as="a" href={`tel:${o.phone}`}>{o.phone}</NoWrap> },
  { header: 'Meeting location', cell: (o) => o.meetingLocation },
  {
    header: 'Car',
    cell: (o) => (
      <Car>
        {o.carName}
        <small>{o.brand}</small>
      </Car>
    ),
  },
  { header: 'Price', cell: (o) => <NoWrap>{formatK(o.price)} k$</NoWrap>, align: 'right' },
  {
    header: 'Payment',
    cell: (o) => (o.isPaid ? <Badge $tone="success">Paid</Badge> : <Badge $tone="warning">Not paid</Badge>),
  },
];

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
        empty={{ title: 'NO BUYERS YET', message: 'When someone books one of your cars, their contact and meeting place appear here.' }}
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
