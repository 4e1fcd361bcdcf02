import { PageTitle } from '@carmarket/shared-ui';

// Placeholder until the seller team builds this screen.
export default function MyBuyers() {
  return <PageTitle>My Buyers</PageTitle>;
}
