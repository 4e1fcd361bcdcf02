// Which listings the public sees: one home for the rule. A withdrawn listing (deleted, or sold
// elsewhere) is kept as a hidden record, so price statistics and order history keep its facts,
// but no public read (lists, search, facets, counts, the listing page, wish lists, adverts, a
// seller's active count) ever shows it again.
import type { QueryFilter } from 'mongoose';
import type { Listing } from './schemas/listing.schema';

// `suspended`: an admin suspended the seller; the cars stay in the seller's My Products.
export const WITHDRAWAL_REASONS = ['deleted', 'sold-elsewhere', 'suspended'] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

/**
 * What a listing's public page answers once it left the market (410 Gone, for crawlers and shared
 * links). The hidden record is the tombstone: no id that was ever a listing answers 404.
 */
export const GONE_MESSAGES: Record<WithdrawalReason, string> = {
  deleted: 'This car was removed from CarMarket',
  'sold-elsewhere': 'This car was sold elsewhere and is no longer listed',
  suspended: 'This car is no longer listed on CarMarket',
};

/** The condition every public read of listings includes (through onMarket, which copies it: mongoose may cast a filter in place). */
export const ON_MARKET = { withdrawn: { $exists: false } } as const;

/** `filter` restricted to the listings on the market. */
export function onMarket(filter: QueryFilter<Listing> = {}): QueryFilter<Listing> {
  return { ...filter, withdrawn: { ...ON_MARKET.withdrawn } };
}

/** What its seller still sees in My Products: all but the deleted (a car sold elsewhere can be relisted). */
export function notDeleted(filter: QueryFilter<Listing> = {}): QueryFilter<Listing> {
  return { ...filter, 'withdrawn.reason': { $ne: 'deleted' } };
}
