// The kinds of event a user is told about, in the app and by e-mail (one e-mail switch per kind).
import type { Role } from '../common/roles';

export const NOTIFICATION_KINDS = [
  'car-booked',
  'booking-confirmed',
  'booking-paid',
  'order-paid',
  'payment-refunded',
  'payment-disputed',
  'hold-lapsed',
  'booking-cancelled',
  'booking-declined',
  'new-message',
  'new-review',
  'price-drop',
  'saved-search-match',
  'seller-verified',
  'listing-reported',
  'review-reported',
  'verification-requested',
  'account-moderated',
  'offer-made',
  'offer-countered',
  'offer-accepted',
  'offer-declined',
  'offer-expired',
  'offer-withdrawn',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a kind is named on the settings page and in an e-mail's unsubscribe line. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  'car-booked': 'A car of yours was booked',
  'booking-confirmed': 'You booked a car',
  'booking-paid': 'A booking of your car was paid',
  'order-paid': 'Your order is paid',
  'payment-refunded': 'A payment was refunded',
  'payment-disputed': 'A payment was disputed',
  'hold-lapsed': 'A booking lapsed unpaid',
  'booking-cancelled': 'A buyer cancelled a booking of your car',
  'booking-declined': 'A seller declined your booking',
  'new-message': 'New messages',
  'new-review': 'New reviews of you',
  'price-drop': 'Price drops on your wish list',
  'saved-search-match': 'New matches for your saved searches',
  'seller-verified': 'Your seller account was verified',
  'listing-reported': 'A listing was reported',
  'review-reported': 'A review was reported',
  'verification-requested': 'A seller asked to be verified',
  'account-moderated': 'A warning or suspension from the moderators',
  'offer-made': 'A buyer made an offer on your car',
  'offer-countered': 'Your offer was countered',
  'offer-accepted': 'An offer was accepted',
  'offer-declined': 'Your offer was declined',
  'offer-expired': 'An offer expired',
  'offer-withdrawn': 'A buyer withdrew an offer on your car',
};

/** Kinds only some roles ever receive (they are about a seller's cars or account, or for moderators);
 *  every other kind reaches anyone who books, wish-lists, saves a search or writes a message. */
const ONLY_FOR: Partial<Record<NotificationKind, readonly Role[]>> = {
  'car-booked': ['Seller'],
  'booking-paid': ['Seller'],
  'booking-cancelled': ['Seller'],
  'new-review': ['Seller'],
  'seller-verified': ['Seller'],
  'listing-reported': ['Admin'],
  'review-reported': ['Admin'],
  'verification-requested': ['Admin'],
  'account-moderated': ['Seller'],
  'offer-made': ['Seller'],
  'offer-withdrawn': ['Seller'],
};

/** The kinds a user of this role can receive: the ones their settings page offers. */
export function kindsFor(role: Role): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => ONLY_FOR[kind]?.includes(role) ?? true);
}
