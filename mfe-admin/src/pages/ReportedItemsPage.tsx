import { Card, Grid, PageTitle, Skeleton } from '@carmarket/shared-ui';
import { ApiContent } from '@carmarket/shared-ui/widgets';
import { useReported } from '../api/admin-api';
import { ReportedCard } from '../features/reports/ReportedCard';

function Loading() {
  return (
    <Grid $min={240} aria-busy="true" aria-label="Loading reported items">
      {[0, 1, 2].map((i) => (
        <Card key={i} $padding="md">
          <Skeleton $height="150px" />
          <Skeleton $height="1.4em" $width="70%" style={{ marginTop: 16 }} />
        </Card>
      ))}
    </Grid>
  );
}

export default function ReportedItemsPage() {
  return (
    <>
      <PageTitle>Reported Items</PageTitle>
      <ApiContent
        result={useReported()}
        loading={<Loading />}
        empty={{ title: 'NO REPORTED ITEMS', message: 'Listings that someone reports appear here for review.' }}
      >
        {(listings) => (
          <Grid $min={240}>
            {listings.map((listing) => (
              <ReportedCard key={listing._id} listing={listing} />
            ))}
          </Grid>
        )}
      </ApiContent>
    </>
  );
}
