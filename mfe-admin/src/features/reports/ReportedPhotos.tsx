// The photos of a reported listing, so the admin sees what was reported, with Remove on each.
import { assetUrl, Button, styled, type OwnerListing, type PhotoView } from '@carmarket/shared-ui';
import { confirmAction, useAction, useMutation } from '@carmarket/shared-ui/widgets';
import { removeListingPhoto } from '../../api/admin-api';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
`;
const Item = styled.li`
  display: grid;
  gap: 4px;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  button {
    min-height: 32px;
    padding: 0 6px;
  }
`;
const Heading = styled.h3`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function Photo({ listing, photo, index }: { listing: OwnerListing; photo: PhotoView; index: number }) {
  const remove = useMutation((photoId: string) => removeListingPhoto(listing._id, photoId), {
    announces: 'listing-edited',
  });
  const label = `Photo ${index + 1} of ${listing.photos.length}`;
  const action = useAction(async () => {
    const confirmed = await confirmAction({
      title: `Remove photo ${index + 1} of ${listing.name}?`,
      text: `The photo leaves the listing of ${listing.sellerName} for good.`,
      confirmText: 'Yes, remove it',
    });
    if (confirmed) await remove.run(photo.id);
  });
  return (
    <Item>
      <img
        src={assetUrl(photo.src)}
        srcSet={photo.srcset.split(', ').map(assetUrl).join(', ')}
        sizes="120px"
        width={photo.width}
        height={photo.height}
        alt={label}
        loading="lazy"
      />
      <Button
        size="sm"
        variant="danger"
        disabled={action.busy}
        loading={remove.running}
        onClick={() => action.start()}
        aria-label={`Remove photo ${index + 1}`}
      >
        Remove
      </Button>
    </Item>
  );
}

export function ReportedPhotos({ listing }: { listing: OwnerListing }) {
  return (
    <>
      <Heading>Photos ({listing.photos.length})</Heading>
      <List aria-label={`Photos of ${listing.name}`}>
        {listing.photos.map((photo, i) => (
          <Photo key={photo.id} listing={listing} photo={photo} index={i} />
        ))}
      </List>
    </>
  );
}
