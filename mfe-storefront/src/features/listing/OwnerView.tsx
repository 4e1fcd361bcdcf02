import { ButtonLink, Card, styled } from '@carmarket/shared-ui';
import { useMe } from '@carmarket/shared-ui/widgets';
import type { ListingDetail } from '../../api/listing-types';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
`;
const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const Line = styled.p`
  margin: 0;
`;
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What the seller is told about their own car, by its state. */
const OWNER_WORDS: Record<ListingDetail['status'], string> = {
  available: 'Your listing is available to buyers.',
  booked: 'Booked: the buyer has until their hold ends to pay.',
  sold: 'Sold: the buyer has paid.',
  withdrawn: 'Withdrawn: buyers do not see it.',
};

/** Whether the signed-in person is the car's seller (known once GET /me answers). */
export function useIsOwnListing(listing: Pick<ListingDetail, 'seller'>): boolean {
  const me = useMe();
  return me.data?._id === listing.seller._id;
}

/** The seller's own car: its state and their actions on it, in place of a buyer's Book Now, Report and Wishlist. */
export function OwnerView({ listing }: { listing: Pick<ListingDetail, '_id' | 'status'> }) {
  return (
    <Panel aria-labelledby="owner-view" $padding="md">
      <Heading id="owner-view">Your car</Heading>
      <Line>{OWNER_WORDS[listing.status]}</Line>
      <Links>
        <ButtonLink to={`/dashboard/products?edit=${listing._id}`}>Edit</ButtonLink>
        {listing.status === 'available' ? (
          <ButtonLink variant="secondary" to="/dashboard/products">
            My Products
          </ButtonLink>
        ) : (
          <ButtonLink variant="secondary" to="/dashboard/my_buyers">
            My Buyers
          </ButtonLink>
        )}
      </Links>
    </Panel>
  );
}
