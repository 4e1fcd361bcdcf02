import { PageTitle } from '@carmarket/shared-ui';

// Placeholder until the buyer team builds this screen.
export default function Payment() {
  return <PageTitle>Payment</PageTitle>;
}
