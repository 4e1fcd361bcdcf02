import { PageTitle } from '@carmarket/shared-ui';

// Placeholder until the storefront team builds this screen.
export default function CategoryProducts() {
  return <PageTitle>Category</PageTitle>;
}
