import type { ListingSellerView } from '@carmarket/shared-ui';
import { Stars } from '@carmarket/shared-ui/widgets';
import { Link } from 'react-router-dom';
import { styled } from '@carmarket/shared-ui';

const Line = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    font-weight: 600;
  }
`;

export const sellerPagePath = (sellerId: string) => `/seller/${sellerId}`;

/** The listing page's seller block: the seller's stars and review count, leading to their page. */
export function SellerRating({ seller }: { seller: ListingSellerView }) {
  const count = seller.reviewCount;
  const average = seller.reviewAverage;
  return (
    <Line>
      {average !== undefined && count > 0 ? (
        <>
          <Stars value={average} />
          <Link to={sellerPagePath(seller._id)}>
            {average.toFixed(1)} · {count === 1 ? '1 review' : `${count} reviews`}
          </Link>
        </>
      ) : (
        <>
          <span>No reviews yet ·</span>
          <Link to={sellerPagePath(seller._id)}>See the seller&apos;s page</Link>
        </>
      )}
    </Line>
  );
}
