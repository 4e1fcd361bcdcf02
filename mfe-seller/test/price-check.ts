// GET /price-check as the seller's tests answer it: the API's plain thresholds (decision 0022)
// around an expected 30 k$, six comparables.
import type { DealLabel, PriceAnalysisView } from '@carmarket/shared-ui';
import { ok, type ApiCall, type Reply } from '@carmarket/shared-ui/test/fake-api';

export const EXPECTED = 30;

function labelFor(price: number): DealLabel {
  const gap = (price - EXPECTED) / EXPECTED;
  return gap <= -0.15
    ? 'Great deal'
    : gap <= -0.05
      ? 'Good deal'
      : gap < 0.05
        ? 'Fair price'
        : gap < 0.15
          ? 'High price'
          : 'Overpriced';
}

const POINTS = [18000, 24000, 30000, 36000, 42000, 50000].map((mileage, i) => ({
  listingId: `5eed00000000000000000${100 + i}`,
  year: 2021,
  mileage,
  price: 33 - i,
}));

export function priceCheck(call: ApiCall): Reply {
  const q = new URL(call.url, 'http://api').searchParams;
  const price = Number(q.get('price'));
  const analysis: PriceAnalysisView = {
    rating: {
      label: labelFor(price),
      expected: EXPECTED,
      low: 28.5,
      high: 31.5,
      comparables: POINTS.length,
      widened: false,
    },
    car: { year: Number(q.get('year')), mileage: Number(q.get('mileage')), price },
    points: POINTS,
  };
  return ok(analysis);
}
