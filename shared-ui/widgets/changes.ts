// The one table of which cached lists each kind of change makes stale. A remote names what
// happened (announceChange('listing-reported'), or useMutation's `announces`); which GETs refetch
// is decided only here, so a new list showing listings is added once and every change that touches
// listings refreshes it. In the widgets, not the core: the home page changes nothing, so its first
// load does not carry the table. The refetching itself is the core's revalidate().
import { revalidate, type RevalidateTarget } from '@carmarket/shared-ui';

/** Every GET that shows listings: category pages, adverts, wish list, a seller's own, admin's reported,
 *  a car's own page, the search results and the public seller page. */
const LISTING_LISTS = [
  '/category',
  '/advertise',
  '/wishlist',
  '/my_products',
  '/reported',
  '/listings',
  '/search',
  '/sellers',
] as const;
/** Bookings: the buyer's My Orders and the seller's My Buyers. */
const ORDER_LISTS = ['/orders', '/my_buyers'] as const;
/** Admin's people lists. */
const SELLERS = '/seller';
const BUYERS = '/identity/Buyer';

export const CHANGES = {
  /** A car was booked, or a booking was refused because its state changed (taken, gone). */
  'listing-booked': [...LISTING_LISTS, ...ORDER_LISTS],
  /** A booking was paid: its order reads Paid and the car is sold. */
  'order-paid': [...ORDER_LISTS, ...LISTING_LISTS],
  'listing-added': LISTING_LISTS,
  /** Its price, facts or photos changed (the cover is the card's picture). */
  'listing-edited': LISTING_LISTS,
  'listing-advertised': LISTING_LISTS,
  /** Reported, or its reports dismissed: the reporter's own Reported state and the admins' queue. */
  'listing-reported': [...LISTING_LISTS, '/me/reports', '/moderation'],
  'listing-deleted': [...LISTING_LISTS, ...ORDER_LISTS],
  /** A booking was cancelled or declined: it reads so in both lists and its car is for sale again. */
  'booking-ended': [...ORDER_LISTS, ...LISTING_LISTS],
  /** Marked sold elsewhere, or relisted: the car leaves or rejoins every list. */
  'listing-availability': LISTING_LISTS,
  'wishlist-changed': ['/wishlist'],
  /** An admin dismissed reports, warned or suspended a seller: the queue, the audit log and every list of cars. */
  moderated: ['/moderation', '/reported', '/conversations/reported', SELLERS, ...LISTING_LISTS],
  /** Verification shows on the seller's listings too. */
  'seller-verified': [SELLERS, ...LISTING_LISTS],
  /** A seller's listings go with them. */
  'seller-deleted': [SELLERS, ...LISTING_LISTS, ...ORDER_LISTS],
  'buyer-made-seller': [BUYERS, SELLERS],
  'buyer-deleted': [BUYERS],
  /** A review's stars and text show on the seller page and the rating in the listing page's seller block;
   *  the buyer's own list decides which paid orders still offer a review. */
  'review-added': ['/reviews', '/sellers', '/listings'],
  'review-answered': ['/reviews', '/sellers'],
  /** Removed by an admin: gone from the seller page, the rating and the queue of reported reviews (the audit log too). */
  'review-removed': ['/reviews', '/sellers', '/listings', '/moderation'],
  /** Reported, or its reports dismissed: the reporter's own Reported state, the admins' queue and audit log. */
  'review-reported': ['/reviews', '/moderation'],
  /** A message sent or read, a conversation blocked or reported: its thread, the list and the unread counts. */
  'conversation-changed': ['/conversations'],
  /** A conversation read: its unread counts, and its new-message notifications (the API marks them read too). */
  'conversation-read': ['/conversations', '/notifications'],
  /** An offer made or answered: its thread's cards and the offers list; an acceptance books the car. */
  'offer-changed': ['/conversations', '/offers', ...ORDER_LISTS, ...LISTING_LISTS],
  /** Notifications read: the list and the bell's count. */
  'notifications-read': ['/notifications'],
} as const satisfies Record<string, readonly RevalidateTarget[]>;

export type ChangeKind = keyof typeof CHANGES;

/** Refetches every cached list (and paged list on screen) that `kind` of change makes stale. */
export function announceChange(kind: ChangeKind): Promise<unknown> {
  return revalidate(CHANGES[kind]);
}
