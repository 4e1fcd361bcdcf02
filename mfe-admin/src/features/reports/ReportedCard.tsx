import { assetUrl, Button, Card, LazyImage, styled, toast, type OwnerListing } from '@carmarket/shared-ui';
import { confirmAction, showSuccess, StatusBadge, useAction, useMutation } from '@carmarket/shared-ui/widgets';
import { deleteListing, dismissListingReports } from '../../api/admin-api';
import { SellerModeration } from '../moderation/SellerModeration';
import { ListingReports } from './ListingReports';
import { ReportedPhotos } from './ReportedPhotos';

const Body = styled.div`
  display: grid;
  gap: 6px;
  padding: ${({ theme }) => theme.space.md};
`;
const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
`;
const Detail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: grid;
  gap: 8px;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`;

/**
 * A reported listing: what it is, where, whether it sold, why members reported it, its photos (each
 * removable); the admin dismisses the reports (the car stays), deletes the car, or warns or suspends the seller.
 */
export function ReportedCard({ listing }: { listing: OwnerListing }) {
  const remove = useMutation(deleteListing, { announces: 'listing-deleted' });
  const dismiss = useMutation(dismissListingReports, { announces: 'moderated' });
  const dismissal = useAction(async () => {
    const confirmed = await confirmAction({
      title: `Dismiss the reports of ${listing.name}?`,
      text: 'The car stays on the market and leaves this queue.',
      confirmText: 'Yes, dismiss',
    });
    if (confirmed && (await dismiss.run(listing._id))) toast.success(`The reports of ${listing.name} were dismissed`);
  });
  const action = useAction(async () => {
    const confirmed = await confirmAction({
      title: `Delete ${listing.name}?`,
      text: `The listing of ${listing.sellerName} leaves the marketplace for good.`,
      confirmText: 'Yes, delete',
    });
    if (confirmed && (await remove.run(listing._id))) await showSuccess('Thank You!', 'Product DELETED successfully!');
  });
  return (
    <Card $padding="none" as="article" aria-label={listing.name}>
      <LazyImage src={assetUrl(listing.image)} alt={`${listing.brand} ${listing.name}`} />
      <Body>
        <div>
          <StatusBadge status={listing.status} words="sold-or-available" />
        </div>
        <Title>{listing.name}</Title>
        <Detail>{listing.location}</Detail>
        <Detail>
          {listing.brand} · listed by {listing.sellerName}
        </Detail>
        <ListingReports listingId={listing._id} />
        {listing.photos?.length > 0 && <ReportedPhotos listing={listing} />}
      </Body>
      <Actions>
        <Button
          variant="secondary"
          fullWidth
          disabled={dismissal.busy}
          loading={dismiss.running}
          onClick={() => dismissal.start()}
        >
          Dismiss reports
        </Button>
        <SellerModeration sellerId={listing.sellerId} sellerName={listing.sellerName} />
        <Button
          variant="danger"
          fullWidth
          disabled={action.busy}
          loading={remove.running}
          onClick={() => action.start()}
        >
          Delete
        </Button>
      </Actions>
    </Card>
  );
}
