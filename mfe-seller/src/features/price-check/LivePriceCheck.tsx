// The seller's live price check: as model, year, mileage and price are typed, where that price
// lands (label, expected range, the chart) from GET /price-check, debounced, shown with the
// storefront's price analysis view.
import { Component, lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Muted, Spinner, useApi, styled, type PriceAnalysisView } from '@carmarket/shared-ui';
import { Badge, kDollars } from '@carmarket/shared-ui/widgets';
import { priceCheckQuery, type PriceCheckInput } from './price-check-query';
import { loadStorefrontPriceAnalysis } from './storefront-price-analysis';

/** Quiet time after the last keystroke before asking (the call is rate-limited per seller). */
export const PRICE_CHECK_DEBOUNCE_MS = 400;

// React.lazy keeps a failed load for good: a new one after each failure tries the storefront again.
const lazyView = () => lazy(loadStorefrontPriceAnalysis);
let PriceAnalysis = lazyView();

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Without the storefront the seller still gets the label and range, as text. */
function TextOnly({ analysis }: { analysis: PriceAnalysisView }) {
  const { rating } = analysis;
  return (
    <p>
      <Badge>{rating.label}</Badge>{' '}
      {rating.low !== undefined &&
        rating.high !== undefined &&
        `Expected price ${kDollars(rating.low)} – ${kDollars(rating.high)}, `}
      {rating.comparables} comparable cars
    </p>
  );
}

class ViewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    console.warn('[seller] could not load the price analysis view from the storefront:', error);
    PriceAnalysis = lazyView();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function LivePriceCheck(input: PriceCheckInput) {
  const headingId = useId();
  const { brand, model, year, mileage, price, listingId } = input;
  const typed = useMemo(
    () => priceCheckQuery({ brand, model, year, mileage, price, listingId }),
    [brand, model, year, mileage, price, listingId],
  );
  const query = useDebounced(typed, PRICE_CHECK_DEBOUNCE_MS);
  const { data, error, isLoading } = useApi(query ? '/price-check' : null, {
    params: { query: query ?? { brand: '', model: '', year: 0, mileage: 0, price: 0 } },
    errorToast: false,
    keepPreviousData: true,
  });
  return (
    <Box aria-labelledby={headingId}>
      <h3 id={headingId}>Price check</h3>
      {!query ? (
        <Muted>
          Enter the brand, model, year, mileage and sale price to see how the price compares with similar cars on
          CarMarket.
        </Muted>
      ) : error ? (
        <Muted role="alert">
          {error.isClientError ? error.message : 'The price check is not available right now.'}
        </Muted>
      ) : !data ? (
        isLoading && <Spinner size={20} label="Checking the price" />
      ) : (
        <ViewBoundary fallback={<TextOnly analysis={data} />}>
          <Suspense fallback={<TextOnly analysis={data} />}>
            <PriceAnalysis analysis={data} openComparablesInNewTab />
          </Suspense>
        </ViewBoundary>
      )}
    </Box>
  );
}
