// The card's price badges: the deal label and, for a drop in the last 14 days, "Price drop".
import type { Listing } from '@carmarket/shared-ui';
import { Badge, kDollars } from '@carmarket/shared-ui/widgets';
import { styled } from '@carmarket/shared-ui';
import { DealBadge } from './DealBadge';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export function PriceBadges({ listing }: { listing: Listing }) {
  const { dealRating, priceDrop } = listing;
  if (!dealRating && !priceDrop) return null;
  return (
    <Row>
      <DealBadge label={dealRating} />
      {priceDrop && (
        <Badge $tone="info" title={`Was ${kDollars(priceDrop.from)}`}>
          Price drop
        </Badge>
      )}
    </Row>
  );
}
