// The listing's price history: a small chart (a lazy chunk) with its text alternative, a list of
// every change.
import { Heading, Skeleton, styled } from '@carmarket/shared-ui';
import { lazy, Suspense, useId } from 'react';
import type { ListingDetail } from '../../api/listing-types';
import { HISTORY_CHART_HEIGHT } from './chart-size';
import { priceChangeText } from './price-facts';

const PriceHistoryChart = lazy(() => import('./PriceHistoryChart'));

const Wrap = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;
const ChartBox = styled.div`
  min-height: ${HISTORY_CHART_HEIGHT}px;
`;
const Changes = styled.ol`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-left: 1.2em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

/** Drawn once the price has changed; a listed price alone is one line of text. */
export function PriceHistory({ listing }: { listing: ListingDetail }) {
  const headingId = useId();
  const history = listing.priceHistory;
  return (
    <Wrap role="group" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId}>
        Price history
      </Heading>
      {history.length > 1 && (
        <ChartBox>
          <Suspense fallback={<Skeleton $height={`${HISTORY_CHART_HEIGHT}px`} />}>
            <PriceHistoryChart history={history} />
          </Suspense>
        </ChartBox>
      )}
      <Changes>
        {history.map((p, i) => (
          <li key={`${p.at}-${i}`}>{priceChangeText(p, i)}</li>
        ))}
      </Changes>
    </Wrap>
  );
}
