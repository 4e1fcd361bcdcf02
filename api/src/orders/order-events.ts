// What each step of a booking tells its two parties. Each function returns the outbox entries
// that the step's own update of the order document pushes (docs/decisions/0020), so the change
// and its notifications are stored together or not at all.
import type { Types } from 'mongoose';
import type { NotificationKind } from '../notifications/notification-kinds';
import { outboxEntries, type EventContent, type OutboxEntry } from '../notifications/outbox';
import type { Order } from './schemas/order.schema';
import { APP_ROUTES } from '../common/app-routes';
import { dollars, formatDateTime, wholeDollarsOfK } from '../common/format/reader-words';

/** The facts of an order the texts use (those copied from the listing at booking time). */
type OrderFacts = Pick<Order, 'buyer' | 'seller' | 'name' | 'brand' | 'carName' | 'price' | 'carId'>;

const car = (o: OrderFacts) => `${o.brand} ${o.carName}`;
const price = (o: OrderFacts) => `${o.price.toFixed(1)} k$`;
const firstName = (o: OrderFacts) => o.name.split(/\s+/)[0] || 'A buyer';

/** How the buyer reaches the seller: the listing's phone and the seller's address. */
export interface SellerContact {
  phone: string;
  email: string;
}
const sellerLine = (o: OrderFacts & Pick<Order, 'sellerName'>, contact: SellerContact | null) =>
  contact
    ? `Seller: ${o.sellerName}, ${contact.phone}, ${contact.email}.`
    : `Seller: ${o.sellerName} (write in Messages).`;
const meetingLine = (o: Pick<Order, 'meetingLocation'>) => `Meeting place: ${o.meetingLocation}.`;

/** Where each side follows its bookings in the web app. */
const BUYER_ORDERS_LINK = APP_ROUTES.myOrders();
const SELLER_BOOKINGS_LINK = APP_ROUTES.myBuyers();

const one = (kind: NotificationKind, to: Types.ObjectId, content: EventContent, at: Date): OutboxEntry[] =>
  outboxEntries(kind, [to], content, undefined, at);

type BookingFacts = OrderFacts & Pick<Order, 'sellerName' | 'meetingLocation'>;

/** Booking created: the seller learns who booked which car, the buyer gets the confirmation. */
export function carBooked(o: BookingFacts, contact: SellerContact, holdEnds: Date, at: Date): OutboxEntry[] {
  const until = formatDateTime(holdEnds);
  return [
    ...one(
      'car-booked',
      o.seller,
      {
        title: `${firstName(o)} booked your ${car(o)}`,
        body: `Booked at ${price(o)}. The car is held until ${until} unless paid; you find the buyer's contact in My Buyers.`,
        link: SELLER_BOOKINGS_LINK,
      },
      at,
    ),
    ...one(
      'booking-confirmed',
      o.buyer,
      {
        title: `You booked the ${car(o)}`,
        body: [
          `The ${car(o)} is held for you at ${wholeDollarsOfK(o.price)} until ${until}; pay in My Orders before then.`,
          sellerLine(o, contact),
          meetingLine(o),
        ].join(' '),
        link: BUYER_ORDERS_LINK,
      },
      at,
    ),
  ];
}

/** Order paid: the buyer's receipt and the seller's news (one event per side). */
export function orderPaid(
  o: BookingFacts & Pick<Order, 'transactionID' | 'paidAt'>,
  contact: SellerContact | null,
  at: Date,
): OutboxEntry[] {
  return [
    ...one(
      'order-paid',
      o.buyer,
      {
        title: `Your order of the ${car(o)} is paid`,
        body: [
          `We received ${dollars(Math.round(o.price * 100_000))} for the ${car(o)}.`,
          `Paid ${formatDateTime(o.paidAt ?? at)}. Reference: ${o.transactionID ?? 'in My Orders'}.`,
          sellerLine(o, contact),
          meetingLine(o),
        ].join(' '),
        link: BUYER_ORDERS_LINK,
      },
      at,
    ),
    ...one(
      'booking-paid',
      o.seller,
      {
        title: `${firstName(o)} paid for your ${car(o)}`,
        body: `The booking of your ${car(o)} is paid (${price(o)}).`,
        link: SELLER_BOOKINGS_LINK,
      },
      at,
    ),
  ];
}
/** The kinds orderPaid pushes: a payment that is given back takes them back out. */
export const PAID_KINDS: NotificationKind[] = ['order-paid', 'booking-paid'];

/** An unpaid hold ran out: both sides learn the car is free again. */
export function holdLapsed(o: OrderFacts, at: Date): OutboxEntry[] {
  return [
    ...one(
      'hold-lapsed',
      o.buyer,
      {
        title: `Your booking of the ${car(o)} lapsed unpaid`,
        body: 'The hold ended before the payment; the car is for sale again. Book it again if it is still available.',
        link: APP_ROUTES.listing(o.carId),
      },
      at,
    ),
    ...one(
      'hold-lapsed',
      o.seller,
      {
        title: `The booking of your ${car(o)} lapsed unpaid`,
        body: `${firstName(o)} did not pay in time; the car is for sale again.`,
        link: SELLER_BOOKINGS_LINK,
      },
      at,
    ),
  ];
}

/** The buyer cancelled an unpaid booking: the seller learns the car is free again. */
export function bookingCancelled(o: OrderFacts, at: Date): OutboxEntry[] {
  return one(
    'booking-cancelled',
    o.seller,
    {
      title: `${firstName(o)} cancelled the booking of your ${car(o)}`,
      body: 'The booking was not paid; the car is for sale again.',
      link: SELLER_BOOKINGS_LINK,
    },
    at,
  );
}

/** The seller declined an unpaid booking: the buyer learns why. */
export function bookingDeclined(o: OrderFacts & Pick<Order, 'sellerName'>, reason: string, at: Date): OutboxEntry[] {
  return one(
    'booking-declined',
    o.buyer,
    {
      title: `${o.sellerName} declined your booking of the ${car(o)}`,
      body: `The seller's reason: ${reason}`,
      link: BUYER_ORDERS_LINK,
    },
    at,
  );
}

/** The seller released an unpaid hold (decision 0003's abuse rule): the buyer learns the car is no longer held for them
 *  (its order leaves My Orders, so the link is the car's page).
 *  Told as a decline without a reason: one kind, one e-mail switch, for either way a seller ends a booking. */
export function bookingReleased(o: OrderFacts & Pick<Order, 'sellerName'>, at: Date): OutboxEntry[] {
  return one(
    'booking-declined',
    o.buyer,
    {
      title: `${o.sellerName} released your booking of the ${car(o)}`,
      body: 'The seller ended the booking before it was paid; the car is no longer held for you.',
      link: APP_ROUTES.listing(o.carId),
    },
    at,
  );
}

/** Both sides of a paid order hear the same news about its money. */
const toBoth = (o: OrderFacts, kind: NotificationKind, buyer: EventContent, seller: EventContent, at: Date) => [
  ...one(kind, o.buyer, buyer, at),
  ...one(kind, o.seller, seller, at),
];

/** The payment went back to the buyer's card, by a refund or a lost dispute; the car is not put back on sale by it. */
export function paymentRefunded(o: OrderFacts, byDispute: boolean, at: Date): OutboxEntry[] {
  const how = byDispute ? 'The card holder’s dispute was decided for them' : 'The payment was refunded';
  return toBoth(
    o,
    'payment-refunded',
    {
      title: `Your payment for the ${car(o)} was returned`,
      body: `${how}: ${price(o)} went back to your card.`,
      link: BUYER_ORDERS_LINK,
    },
    {
      title: `The payment for your ${car(o)} was returned to ${firstName(o)}`,
      body: `${how}: ${price(o)} went back to the buyer's card. The car stays off the market until you relist it.`,
      link: SELLER_BOOKINGS_LINK,
    },
    at,
  );
}

/** The card holder disputed the charge (open), or the dispute ended with the money kept (won). */
export function paymentDisputed(o: OrderFacts, state: 'open' | 'won', at: Date): OutboxEntry[] {
  if (state === 'won')
    return toBoth(
      o,
      'payment-disputed',
      {
        title: `The dispute of your payment for the ${car(o)} is closed`,
        body: 'The card network decided for the seller; the payment stands.',
        link: BUYER_ORDERS_LINK,
      },
      {
        title: `The dispute of the payment for your ${car(o)} is closed`,
        body: 'The card network decided for you; the payment stands.',
        link: SELLER_BOOKINGS_LINK,
      },
      at,
    );
  return toBoth(
    o,
    'payment-disputed',
    {
      title: `Your payment for the ${car(o)} is disputed`,
      body: 'Your card issuer told us you disputed this payment. The order stays as it is until the dispute is decided.',
      link: BUYER_ORDERS_LINK,
    },
    {
      title: `${firstName(o)} disputed the payment for your ${car(o)}`,
      body: `The buyer's card issuer opened a dispute of ${price(o)}. The order stays as it is until it is decided.`,
      link: SELLER_BOOKINGS_LINK,
    },
    at,
  );
}
