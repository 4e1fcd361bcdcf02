import { ButtonLink, Card, Grid, PageTitle, Skeleton, Stack, styled, type Listing } from '@carmarket/shared-ui';
import { ApiContent } from '@carmarket/shared-ui/widgets';
import { useState } from 'react';
import { StorefrontBookingModal } from '../features/booking/StorefrontBookingModal';
import { WishCard } from '../features/wishlist/WishCard';
import { useWishlist } from '../api/useWishlist';

const SKELETON_CARDS = 3;
const SkeletonBody = styled(Stack)`
  padding: ${({ theme }) => theme.space.md};
`;
const CARD_MIN_WIDTH = 300; // wide enough for Remove and Book Now side by side, each on one line

function WishlistSkeleton() {
  return (
    <Grid $min={CARD_MIN_WIDTH} aria-busy="true" aria-label="Loading your wish list">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <Card key={i} $padding="none">
          <Skeleton $height="170px" $radius="0" />
          <SkeletonBody $gap="sm">
            <Skeleton $height="20px" $width="70%" />
            <Skeleton $height="16px" $width="40%" />
            <Skeleton $height="40px" />
          </SkeletonBody>
        </Card>
      ))}
    </Grid>
  );
}

/** `/dashboard/wishlist`: the cars saved with the storefront's Wishlist button. */
export default function WishListPage() {
  const wishlist = useWishlist();
  const [booking, setBooking] = useState<Listing | null>(null);
  return (
    <>
      <PageTitle>Wish List</PageTitle>
      <ApiContent
        result={wishlist}
        loading={<WishlistSkeleton />}
        empty={{
          title: 'Your wish list is empty',
          message: 'Save cars with the Wishlist button on any listing and they wait for you here.',
          action: <ButtonLink to="/category/1">Browse cars</ButtonLink>,
        }}
      >
        {(cars) => (
          <Grid $min={CARD_MIN_WIDTH}>
            {cars.map((car) => (
              <WishCard key={car._id} car={car} onBook={setBooking} />
            ))}
          </Grid>
        )}
      </ApiContent>
      {booking && <StorefrontBookingModal car={booking} onClose={() => setBooking(null)} />}
    </>
  );
}
