import type { NotificationKind } from '@carmarket/shared-ui';

// The API names the kinds the same way in its e-mails' unsubscribe line (api/src/notifications/notification-kinds.ts).
const KIND_LABELS: Partial<Record<NotificationKind, string>> = {
  'car-booked': 'A car of yours was booked',
  'booking-paid': 'A booking of your car was paid',
  'order-paid': 'Your order is paid',
  'hold-lapsed': 'A booking lapsed unpaid',
  'new-message': 'New messages',
  'new-review': 'New reviews of you',
  'price-drop': 'Price drops on your wish list',
  'saved-search-match': 'New matches for your saved searches',
  'seller-verified': 'Your seller account was verified',
  'listing-reported': 'A listing was reported',
};

/** How a kind of event reads on the settings page; a kind newer than this screen reads from its name. */
export function kindLabel(kind: string): string {
  const known = KIND_LABELS[kind as NotificationKind];
  if (known) return known;
  const words = kind.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
