import { Badge } from './Badge';
import type { ListingStatus } from '@carmarket/shared-ui';
import { LISTING_STATUS_TONES, LISTING_STATUS_WORDS } from './listing-status';

export interface StatusBadgeProps {
  status: ListingStatus;
  /**
   * 'sold-or-available': the two words docs/product.md fixes for Reported Items, where a car any
   * booking holds reads Sold.
   */
  words?: 'status' | 'sold-or-available';
}

/** A listing's state, in the same words and colour on every screen. */
export function StatusBadge({ status, words = 'status' }: StatusBadgeProps) {
  const shown: ListingStatus = words === 'sold-or-available' && status !== 'available' ? 'sold' : status;
  return (
    <Badge $tone={LISTING_STATUS_TONES[shown]} data-status={status}>
      {LISTING_STATUS_WORDS[shown]}
    </Badge>
  );
}
