import { ButtonLink, Card, PageTitle, Skeleton, Stack } from '@carmarket/shared-ui';
import { ApiContent } from '@carmarket/shared-ui/widgets';
import { OrdersTable } from '../features/orders/OrdersTable';
import { useMyOrders } from '../api/useMyOrders';

const SKELETON_ROWS = 3;

function OrdersSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading your orders">
      <Stack $gap="md">
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} $height="28px" />
        ))}
      </Stack>
    </Card>
  );
}

/** The dashboard's index for buyers: every booking, paid or waiting for payment. */
export default function MyOrdersPage() {
  const orders = useMyOrders();
  return (
    <>
      <PageTitle>My Orders</PageTitle>
      <ApiContent
        result={orders}
        loading={<OrdersSkeleton />}
        empty={{
          title: 'NO ORDERS FOUND',
          message: 'Cars you book show up here, ready to pay.',
          action: <ButtonLink to="/category/1">Browse cars</ButtonLink>,
        }}
      >
        {(list) => <OrdersTable orders={list} />}
      </ApiContent>
    </>
  );
}
