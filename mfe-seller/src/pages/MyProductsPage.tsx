import { ButtonLink, Card, Grid, PageTitle, Skeleton } from '@carmarket/shared-ui';
import { ApiContent } from '@carmarket/shared-ui/widgets';
import { useMyProducts } from '../api/seller-api';
import { ProductCard } from '../features/my-products/ProductCard';
import { AccountStanding } from '../features/account/AccountStanding';

function Loading() {
  return (
    <Grid aria-busy="true" aria-label="Loading your products">
      {[0, 1, 2].map((i) => (
        <Card key={i} $padding="md">
          <Skeleton $height="170px" />
          <Skeleton $height="1.4em" $width="70%" style={{ marginTop: 16 }} />
          <Skeleton $height="1em" $width="45%" style={{ marginTop: 8 }} />
        </Card>
      ))}
    </Grid>
  );
}

export default function MyProductsPage() {
  return (
    <>
      <PageTitle>My Products</PageTitle>
      <AccountStanding />
      <ApiContent
        result={useMyProducts()}
        loading={<Loading />}
        empty={{
          title: 'NO PRODUCTS FOUND',
          message: 'Cars you add appear here, where you can advertise or delete them.',
          action: <ButtonLink to="/dashboard/add_product">Add A Product</ButtonLink>,
        }}
      >
        {(products) => (
          <Grid $min={260}>
            {products.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </Grid>
        )}
      </ApiContent>
    </>
  );
}
