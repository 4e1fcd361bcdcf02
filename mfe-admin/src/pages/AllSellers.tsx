import { PageTitle } from '@carmarket/shared-ui';

// Placeholder until the admin team builds this screen.
export default function AllSellers() {
  return <PageTitle>All Sellers</PageTitle>;
}
