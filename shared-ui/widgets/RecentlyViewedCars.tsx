import { assetUrl, kDollars, LazyImage, listingPagePath, styled } from '@carmarket/shared-ui';
import { Link } from 'react-router-dom';
import { StatusBadge } from './StatusBadge';
import type { ViewedCar } from './recently-viewed';

// 'row': one line that scrolls sideways (the home); 'grid': wrapped rows (a page of its own).
const Row = styled.ol<{ $layout: 'row' | 'grid' }>`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  display: grid;
  ${({ $layout }) =>
    $layout === 'row'
      ? 'grid-auto-flow: column; grid-auto-columns: minmax(180px, 220px);'
      : 'grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));'}
  gap: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  scroll-snap-type: x proximity;
`;
const Item = styled.li<{ $gone: boolean }>`
  scroll-snap-align: start;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  img {
    filter: ${({ $gone }) => ($gone ? 'grayscale(1)' : 'none')};
    opacity: ${({ $gone }) => ($gone ? 0.6 : 1)};
  }
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A row of recently opened cars, newest first; a car booked, sold or no longer listed is marked (and not linked once gone). */
export function RecentlyViewedCars({ cars, layout = 'row' }: { cars: readonly ViewedCar[]; layout?: 'row' | 'grid' }) {
  return (
    <Row aria-label="Recently viewed cars" $layout={layout}>
      {cars.map((car) => {
        const label = `${car.brand} ${car.name}`;
        return (
          <Item key={car.listingId} $gone={car.status === 'withdrawn'}>
            <LazyImage src={assetUrl(car.image)} alt="" />
            <Body>
              <small>{car.brand}</small>
              {car.status === 'withdrawn' ? (
                <strong>{car.name}</strong>
              ) : (
                <Link to={listingPagePath(car.listingId)} aria-label={label}>
                  {car.name}
                </Link>
              )}
              <span>{kDollars(car.sale_price)}</span>
              {car.status !== 'available' && <StatusBadge status={car.status} />}
            </Body>
          </Item>
        );
      })}
    </Row>
  );
}
