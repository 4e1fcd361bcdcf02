// The kinds of event a user is told about, in the app and by e-mail (one e-mail switch per kind).
export const NOTIFICATION_KINDS = [
  'car-booked',
  'booking-paid',
  'order-paid',
  'hold-lapsed',
  'booking-cancelled',
  'booking-declined',
  'new-message',
  'new-review',
  'price-drop',
  'saved-search-match',
  'seller-verified',
  'listing-reported',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a kind is named on the settings page and in an e-mail's unsubscribe line. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  'car-booked': 'A car of yours was booked',
  'booking-paid': 'A booking of your car was paid',
  'order-paid': 'Your order is paid',
  'hold-lapsed': 'A booking lapsed unpaid',
  'booking-cancelled': 'A buyer cancelled a booking of your car',
  'booking-declined': 'A seller declined your booking',
  'new-message': 'New messages',
  'new-review': 'New reviews of you',
  'price-drop': 'Price drops on your wish list',
  'saved-search-match': 'New matches for your saved searches',
  'seller-verified': 'Your seller account was verified',
  'listing-reported': 'A listing was reported',
};
