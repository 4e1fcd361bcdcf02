import { assetUrl, Button, Card, LazyImage, styled, type OwnerListing } from '@carmarket/shared-ui';
import { confirmAction, showSuccess, StatusBadge, useAction, useMutation } from '@carmarket/shared-ui/widgets';
import { deleteListing } from '../../api/admin-api';
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
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`;

/** A reported listing: what it is, where, whether it sold, its photos (each removable), and Delete. */
export function ReportedCard({ listing }: { listing: OwnerListing }) {
  const remove = useMutation(deleteListing, { announces: 'listing-deleted' });
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
        {listing.photos?.length > 0 && <ReportedPhotos listing={listing} />}
      </Body>
      <Actions>
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
