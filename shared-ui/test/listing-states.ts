// A listing in each of its states, as the API sends it, and the words every screen must show for
// each: the remotes' tests render their screens with these so that one state reads the same
// everywhere. The words are written out here, not read from the component, so a screen (or the
// component) that says anything else fails.
import type { Listing, ListingStatus, Order } from '../src/api-types';
import { aListing, type ListingWithStatus } from './fixtures';

export const STATUS_WORDS: Readonly<Record<ListingStatus, string>> = {
  available: 'Available',
  booked: 'Booked',
  sold: 'Sold',
  withdrawn: 'Withdrawn',
};

/** The states a buyer can see on the market (a withdrawn car is hidden from every public read). */
export type MarketStatus = Exclude<ListingStatus, 'withdrawn'>;
/** The states an order still holding its car gives that car. */
export type HeldStatus = Exclude<MarketStatus, 'available'>;

/** Where docs/product.md fixes the words: the card's booking button... */
export const BOOK_BUTTON_WORDS: Readonly<Record<MarketStatus, string>> = {
  available: 'Book Now',
  booked: 'BOOKED',
  sold: 'BOOKED',
};
/** ...and Reported Items' "Sold or Available". */
export const REPORTED_ITEMS_WORDS: Readonly<Record<MarketStatus, string>> = {
  available: 'Available',
  booked: 'Sold',
  sold: 'Sold',
};

/** The listing's flags beside each status (a seller's withdrawn car: sold elsewhere). */
const FLAGS: Readonly<Record<ListingStatus, Partial<Listing> & { soldElsewhereAt?: string }>> = {
  available: { isSold: false, isPaid: false },
  booked: { isSold: true, isPaid: false },
  sold: { isSold: true, isPaid: true },
  withdrawn: { isSold: false, isPaid: false, soldElsewhereAt: '2026-11-20T09:00:00.000Z' },
};

export const LISTING_STATUSES = Object.keys(FLAGS) as ListingStatus[];
export const MARKET_STATUSES: readonly MarketStatus[] = ['available', 'booked', 'sold'];
export const HELD_STATUSES: readonly HeldStatus[] = ['booked', 'sold'];

/** The fields of a listing view in `status`: its flags and the status itself. */
export function inState(status: ListingStatus): Partial<ListingWithStatus> & { soldElsewhereAt?: string } {
  return { ...FLAGS[status], status };
}

export function aListingIn(status: ListingStatus, overrides: Partial<ListingWithStatus> = {}): ListingWithStatus {
  return aListing({ ...inState(status), ...overrides });
}

/** The order fields that put its car in `status` (an active booking, paid or not). */
export function orderHolding(status: HeldStatus): Pick<Order, 'status' | 'isPaid'> {
  return { status: 'active', isPaid: status === 'sold' };
}
