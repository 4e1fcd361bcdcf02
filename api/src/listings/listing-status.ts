// Where a listing stands for a buyer, from the listing's own state: one reading for every view
// that shows it (a recently viewed car, marked rather than hidden once it has gone).
import type { ListingRecord } from './schemas/listing.schema';

export const LISTING_STATUSES = ['available', 'booked', 'sold', 'withdrawn'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Paid: sold; held by an order: booked; taken off the market (or never seen again): withdrawn. */
export function listingStatus(listing: Pick<ListingRecord, 'isSold' | 'isPaid' | 'withdrawn'> | null): ListingStatus {
  if (!listing || listing.withdrawn) return 'withdrawn';
  if (listing.isPaid) return 'sold';
  return listing.isSold ? 'booked' : 'available';
}
