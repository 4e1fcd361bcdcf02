// What each step of an offer tells the two parties. Each function returns the outbox entries the
// step's own update of the offer document pushes (as order-events.ts does for bookings), so the
// change and its notifications are stored together or not at all.
import type { Types } from 'mongoose';
import { APP_ROUTES } from '../common/app-routes';
import type { NotificationKind } from '../notifications/notification-kinds';
import { outboxEntries, type EventContent, type OutboxEntry } from '../notifications/outbox';
import type { Offer, OfferParty } from './schemas/offer.schema';

type OfferFacts = Pick<
  Offer,
  | 'buyer'
  | 'seller'
  | 'from'
  | 'amount'
  | 'brand'
  | 'carName'
  | 'buyerName'
  | 'sellerName'
  | 'conversation'
  | 'expiresAt'
>;

const car = (o: OfferFacts) => `${o.brand} ${o.carName}`;
export const kilo = (amount: number) => `${Number(amount.toFixed(2))} k$`;
const firstName = (name: string) => name.split(/\s+/)[0] || 'A buyer';
const nameOf = (o: OfferFacts, party: OfferParty) => (party === 'buyer' ? firstName(o.buyerName) : o.sellerName);
const idOf = (o: OfferFacts, party: OfferParty) => (party === 'buyer' ? o.buyer : o.seller);
const other = (party: OfferParty): OfferParty => (party === 'buyer' ? 'seller' : 'buyer');
const thread = (o: OfferFacts) => APP_ROUTES.messageThread(o.conversation);

const one = (kind: NotificationKind, to: Types.ObjectId, content: EventContent, at: Date): OutboxEntry[] =>
  outboxEntries(kind, [to], content, undefined, at);

/** A buyer's first offer: the seller is told. */
export function offerMade(o: OfferFacts, askingPrice: number, at: Date): OutboxEntry[] {
  return one(
    'offer-made',
    o.seller,
    {
      title: `${firstName(o.buyerName)} offered ${kilo(o.amount)} for your ${car(o)}`,
      body: `Your asking price is ${kilo(askingPrice)}. Accept, decline or counter in the conversation before ${o.expiresAt.toISOString()}.`,
      link: thread(o),
    },
    at,
  );
}

/** A counter (`o` is the new offer): the party it answers is told. */
export function offerCountered(o: OfferFacts, at: Date): OutboxEntry[] {
  return one(
    'offer-countered',
    idOf(o, other(o.from)),
    {
      title: `${nameOf(o, o.from)} countered with ${kilo(o.amount)} for the ${car(o)}`,
      body: `Accept, counter or let it go in the conversation before ${o.expiresAt.toISOString()}.`,
      link: thread(o),
    },
    at,
  );
}

/** The offer was accepted and the car booked at its amount: the party who made it is told. */
export function offerAccepted(o: OfferFacts, at: Date): OutboxEntry[] {
  const toBuyer = o.from === 'buyer';
  return one(
    'offer-accepted',
    idOf(o, o.from),
    {
      title: toBuyer
        ? `${o.sellerName} accepted your offer of ${kilo(o.amount)} for the ${car(o)}`
        : `${firstName(o.buyerName)} accepted your counter of ${kilo(o.amount)} for the ${car(o)}`,
      body: toBuyer
        ? 'The car is booked for you at that price: pay for it in My Orders before the hold ends.'
        : 'The car is booked for the buyer at that price; you find the booking in My Buyers.',
      link: toBuyer ? APP_ROUTES.myOrders() : APP_ROUTES.myBuyers(),
    },
    at,
  );
}

/**
 * The other party declined it (its maker is told why), or the car's life ended the negotiation (the
 * buyer is told, whoever made the open amount).
 */
export function offerDeclined(o: OfferFacts, reason: string, at: Date, to: OfferParty = o.from): OutboxEntry[] {
  return one(
    'offer-declined',
    idOf(o, to),
    {
      title:
        to === o.from
          ? `Your offer of ${kilo(o.amount)} for the ${car(o)} was declined`
          : `The offer of ${kilo(o.amount)} for the ${car(o)} was declined`,
      body: reason,
      link: thread(o),
    },
    at,
  );
}

/** Nobody answered in time: both parties are told. */
export function offerExpired(o: OfferFacts, at: Date): OutboxEntry[] {
  const content = (party: OfferParty): EventContent => ({
    title:
      party === o.from
        ? `Your offer of ${kilo(o.amount)} for the ${car(o)} expired unanswered`
        : `The offer of ${kilo(o.amount)} for the ${car(o)} expired`,
    body: 'Nothing was booked. Make a new offer if you are still interested.',
    link: thread(o),
  });
  return [
    ...one('offer-expired', o.buyer, content('buyer'), at),
    ...one('offer-expired', o.seller, content('seller'), at),
  ];
}

/** The buyer withdrew from the negotiation: the seller is told. */
export function offerWithdrawn(o: OfferFacts, at: Date): OutboxEntry[] {
  return one(
    'offer-withdrawn',
    o.seller,
    {
      title: `${firstName(o.buyerName)} withdrew the offer for your ${car(o)}`,
      body: `The open amount was ${kilo(o.amount)}; nothing was booked.`,
      link: thread(o),
    },
    at,
  );
}
