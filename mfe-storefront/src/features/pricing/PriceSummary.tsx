// Beside the price on the listing page: the deal badge, the last drop and the days on market.
import { Muted, styled } from '@carmarket/shared-ui';
import type { ListingDetail } from '../../api/listing-types';
import { DealBadge } from './DealBadge';
import { daysOnMarketText, dropText, lastDrop } from './price-facts';

const Line = styled.div`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
`;

export function PriceSummary({ listing }: { listing: ListingDetail }) {
  const drop = lastDrop(listing.priceHistory);
  const label = listing.rating?.label ?? listing.dealRating;
  return (
    <Line role="group" aria-label="Price guidance">
      <DealBadge label={label} />
      {drop && <Muted as="span">{dropText(drop)}</Muted>}
      <Muted as="span">{daysOnMarketText(listing.daysOnMarket)}</Muted>
    </Line>
  );
}
