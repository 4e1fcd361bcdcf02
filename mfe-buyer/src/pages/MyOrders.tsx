import { PageTitle } from '@carmarket/shared-ui';

// Placeholder until the buyer team builds this screen.
export default function MyOrders() {
  return <PageTitle>My Orders</PageTitle>;
}
