// How a deal label reads: its badge tone, and the thresholds the explanation shows. The API rates
// (api/src/pricing, decision 0022); these words only describe its thresholds (docs/product.md §3.2).
import type { BadgeTone } from '@carmarket/shared-ui/widgets';
import type { DealLabel } from '@carmarket/shared-ui';

export const DEAL_TONE: Record<DealLabel, BadgeTone> = {
  'Great deal': 'success',
  'Good deal': 'success',
  'Fair price': 'info',
  'High price': 'warning',
  Overpriced: 'danger',
  'No rating': 'neutral',
};

/** The labels by the price's gap to the expected price, best first. */
export const DEAL_THRESHOLDS: readonly { label: DealLabel; gap: string }[] = [
  { label: 'Great deal', gap: '15 % or more below the expected price' },
  { label: 'Good deal', gap: '5 % to 15 % below' },
  { label: 'Fair price', gap: 'within 5 % either way' },
  { label: 'High price', gap: '5 % to 15 % above' },
  { label: 'Overpriced', gap: '15 % or more above' },
];

/** Comparables below this give No rating (never a guess). */
export const MIN_COMPARABLES = 5;
/** Points a label is kept past its threshold, so it does not flip as one car comes and goes. */
export const HYSTERESIS_POINTS = 2;
