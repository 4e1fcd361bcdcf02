import { PageTitle } from '@carmarket/shared-ui';

// Placeholder until the storefront team builds this screen.
export default function Home() {
  return <PageTitle>Home</PageTitle>;
}
