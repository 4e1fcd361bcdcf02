import { Card, Grid, Heading, PageTitle, Skeleton, Stack } from '@carmarket/shared-ui';
import { useReported } from '../api/admin-api';
import { countOf, PagedList } from '../features/tables/PagedList';
import { ReportedCard } from '../features/reports/ReportedCard';
import { ReportedConversations } from '../features/moderation/ReportedConversations';
import { ReviewsSection } from '../features/moderation/ReviewsSection';
import { AuditLogSection } from '../features/moderation/AuditLogSection';

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

/** Reported listings with their reports (every page of them, Load more), the reviews (an admin removes one), reported conversations with their threads, and the audit log of admin actions. */
export default function ReportedItemsPage() {
  return (
    <>
      <PageTitle>Reported Items</PageTitle>
      <Stack $gap="lg">
        <section aria-labelledby="admin-reported-listings">
          <Heading id="admin-reported-listings">Listings</Heading>
          <PagedList
            list={useReported()}
            loading={<Loading />}
            empty={{ title: 'NO REPORTED ITEMS', message: 'Listings that someone reports appear here for review.' }}
            // Said only while some are not loaded: the cards are the count.
            summary={(loaded, total) =>
              loaded.length < total ? countOf(loaded.length, total, ['reported listing', 'reported listings']) : null
            }
          >
            {(listings) => (
              <Grid $min={240}>
                {listings.map((listing) => (
                  <ReportedCard key={listing._id} listing={listing} />
                ))}
              </Grid>
            )}
          </PagedList>
        </section>
        <ReviewsSection />
        <ReportedConversations />
        <AuditLogSection />
      </Stack>
    </>
  );
}
