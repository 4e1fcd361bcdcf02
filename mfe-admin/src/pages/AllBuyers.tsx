import { PageTitle } from '@carmarket/shared-ui';

// Placeholder until the admin team builds this screen.
export default function AllBuyers() {
  return <PageTitle>All Buyers</PageTitle>;
}
