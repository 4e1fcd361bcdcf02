// A listing's state in one word: the one place the API works it out from the stored flags, so
// every view (card, page, My Products, wish list, admin lists) says the same thing.
import type { ListingRecord } from './schemas/listing.schema';

export const LISTING_STATUSES = ['available', 'booked', 'sold', 'withdrawn'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/**
 * available: on the market and not held; booked: a booking holds it, unpaid; sold: its booking was
 * paid; withdrawn: off the market (deleted, or marked sold elsewhere by its seller). A car paid for
 * on CarMarket stays sold even if it is withdrawn later: the sale is a fact a withdrawal does not undo.
 */
export function listingStatus(l: Pick<ListingRecord, 'isSold' | 'isPaid' | 'withdrawn'>): ListingStatus {
  if (l.isPaid) return 'sold';
  if (l.withdrawn) return 'withdrawn';
  return l.isSold ? 'booked' : 'available';
}
