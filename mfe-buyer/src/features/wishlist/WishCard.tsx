import {
  assetUrl,
  Button,
  Card,
  carLine,
  LazyImage,
  listingPagePath,
  Muted,
  toast,
  styled,
  type Listing,
} from '@carmarket/shared-ui';
import { Link } from 'react-router-dom';
import { Badge, kDollars, StatusBadge } from '@carmarket/shared-ui/widgets';
import { useRemoveFromWishlist } from '../../api/useWishlist';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;
const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;
const PhotoLink = styled(Link)`
  display: block;
`;
const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;
const Was = styled.s`
  margin-left: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

export interface WishCardProps {
  car: Listing;
  onBook: (car: Listing) => void;
}

/** One saved car: picture, name, what it is, price (and a recent drop), whether it can still be booked; Remove and Book Now. */
export function WishCard({ car, onBook }: WishCardProps) {
  const removal = useRemoveFromWishlist();
  // After a recent drop the price it had before, else the original price.
  const was = car.priceDrop?.from ?? car.original_price;
  const remove = async () => {
    if (await removal.run(car._id)) toast.success(`${car.name} removed from your wish list`);
  };

  return (
    <Card as="article" $padding="none" aria-label={car.name}>
      {/* The photo and the name lead to the car's page (Tab stops at the name only). */}
      <PhotoLink to={listingPagePath(car._id)} tabIndex={-1}>
        <LazyImage src={assetUrl(car.image)} alt={`${car.brand} ${car.name}`} />
      </PhotoLink>
      <Body>
        <TitleRow>
          <div>
            <Name>
              <Link to={listingPagePath(car._id)}>{car.name}</Link>
            </Name>
            <Muted>{carLine(car)}</Muted>
            <Muted>{car.location}</Muted>
          </div>
          <StatusBadge status={car.status} />
        </TitleRow>
        <Price>
          {kDollars(car.sale_price)}
          <Was aria-label={`was ${kDollars(was)}`}>{kDollars(was)}</Was>
        </Price>
        {car.priceDrop && (
          <div>
            <Badge $tone="info">Price drop</Badge>
          </div>
        )}
        <Actions>
          <Button variant="secondary" loading={removal.running} onClick={() => void remove()}>
            Remove
          </Button>
          <Button disabled={car.isSold} onClick={() => onBook(car)}>
            {car.isSold ? 'BOOKED' : 'Book Now'}
          </Button>
        </Actions>
      </Body>
    </Card>
  );
}
