import { Card, Muted, PageTitle, useAuth } from '@carmarket/shared-ui';
import { AddProductForm } from '../features/add-product/AddProductForm';

export default function AddProductPage() {
  const user = useAuth((s) => s.user);
  return (
    <>
      <PageTitle>Add A Product</PageTitle>
      <Card $padding="lg">
        {user ? <AddProductForm user={user} /> : <Muted>Sign in as a seller to add a product.</Muted>}
      </Card>
    </>
  );
}
