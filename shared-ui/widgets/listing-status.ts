// A listing's state as people read it. The API works the state out (a listing view's `status`);
// these are the words every screen shows for it, except where docs/product.md fixes its own
// (a booked or sold car's card button reads BOOKED; Reported Items reads Sold or Available).
import type { ListingStatus, Order } from '@carmarket/shared-ui';
import type { BadgeTone } from './Badge';

export const LISTING_STATUS_WORDS: Readonly<Record<ListingStatus, string>> = {
  available: 'Available',
  booked: 'Booked',
  sold: 'Sold',
  withdrawn: 'Withdrawn',
};

export const LISTING_STATUS_TONES: Readonly<Record<ListingStatus, BadgeTone>> = {
  available: 'success',
  booked: 'warning',
  sold: 'info',
  withdrawn: 'neutral',
};

/**
 * The state of the car an order is about, while the order holds it: an unpaid active booking
 * holds it booked, a paid one sold it. An order that ended (lapsed, released, cancelled,
 * declined) says nothing of the car any more: undefined.
 */
export function orderedCarStatus(order: Pick<Order, 'isPaid' | 'status'>): ListingStatus | undefined {
  if (order.isPaid) return 'sold';
  return order.status === 'active' ? 'booked' : undefined;
}
