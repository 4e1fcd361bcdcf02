import { Button, ButtonLink, EmptyState, ErrorState, PageTitle, Spinner, styled } from '@carmarket/shared-ui';
import { confirmAction, RecentlyViewedCars, useRecentlyViewed, useAction } from '@carmarket/shared-ui/widgets';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** `/dashboard/recently-viewed`: the last 20 cars the buyer opened, on any device; sold or removed ones marked. */
export default function RecentlyViewedPage() {
  const { cars, loading, error, retry, clear } = useRecentlyViewed();
  const clearing = useAction(async () => {
    if (
      await confirmAction({
        title: 'Clear recently viewed?',
        text: 'The list empties on every device you use.',
        confirmText: 'Clear',
      })
    )
      await clear();
  });
  let body;
  if (loading) body = <Spinner label="Loading the cars you viewed" />;
  else if (error)
    body = <ErrorState title="Could not load the cars you viewed" message={error.message} onRetry={retry} />;
  else if (!cars?.length)
    body = (
      <EmptyState
        title="Nothing viewed yet"
        message="The cars you open appear here, newest first."
        action={<ButtonLink to="/category/1">Browse cars</ButtonLink>}
      />
    );
  else body = <RecentlyViewedCars cars={cars} layout="grid" />;
  return (
    <>
      <Top>
        <PageTitle>Recently viewed</PageTitle>
        {cars && cars.length > 0 && (
          <Button variant="secondary" loading={clearing.busy} onClick={() => clearing.start()}>
            Clear
          </Button>
        )}
      </Top>
      {body}
    </>
  );
}
