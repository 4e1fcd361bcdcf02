import { PageTitle } from '@carmarket/shared-ui';

// Placeholder until the seller team builds this screen.
export default function AddProduct() {
  return <PageTitle>Add A Product</PageTitle>;
}
