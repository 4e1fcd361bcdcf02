import { PageTitle } from '@carmarket/shared-ui';

// Placeholder until the seller team builds this screen.
export default function MyProducts() {
  return <PageTitle>My Products</PageTitle>;
}
