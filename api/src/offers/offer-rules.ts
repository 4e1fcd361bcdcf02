// The amounts an offer may name: one home for the negotiation's rules (the service applies them,
// the views explain where an amount stands).
import { BadRequestException } from '@nestjs/common';

/** The lowest offer, as a share of the asking price: below it an offer is not a serious one. */
export const LOWEST_SHARE = 0.5;

/** What the buyer reads when the seller's private minimum declines an offer at once. */
export const BELOW_MINIMUM_REASON =
  'Thank you for your offer. The seller is not able to accept an amount this low for this car; a higher offer may be considered.';

const cents = (k: number) => Math.round(k * 100);
const kilo = (k: number) => `${(cents(k) / 100).toFixed(2)} k$`;

/** 400 unless `amount` is between half the asking price and the asking price. */
export function checkOfferAmount(amount: number, askingPrice: number): void {
  const lowest = Math.ceil(cents(askingPrice) * LOWEST_SHARE) / 100;
  if (cents(amount) > cents(askingPrice))
    throw new BadRequestException(
      `amount must not be above the asking price (${kilo(askingPrice)}): book the car at its price instead`,
    );
  if (cents(amount) < cents(lowest))
    throw new BadRequestException(
      `amount must be at least ${kilo(lowest)}: offers start at half the asking price (${kilo(askingPrice)})`,
    );
}

/**
 * 400 unless a counter moves toward the amount it answers: strictly past the counterer's own last
 * position (the asking price, for the seller's first counter) and short of the answered amount.
 * A counter that meets the answered amount is an acceptance.
 */
export function checkCounterAmount(amount: number, answered: number, ownLast: number, askingPrice: number): void {
  checkOfferAmount(amount, askingPrice);
  const [low, high] = answered < ownLast ? [answered, ownLast] : [ownLast, answered];
  const from = answered < ownLast ? 'above' : 'below';
  const inside =
    answered < ownLast
      ? cents(amount) > cents(low) && cents(amount) <= cents(high)
      : cents(amount) >= cents(low) && cents(amount) < cents(high);
  if (!inside)
    throw new BadRequestException(
      `amount must be ${from} the offer it answers (${kilo(answered)}) and no further than your last amount (${kilo(ownLast)}); to agree on ${kilo(answered)}, accept it`,
    );
}

/** Where `amount` stands against the asking price, in percent (negative: below). */
export function differencePercent(amount: number, reference: number): number {
  // In cents, so a half-tenth such as -8.75 % rounds away from zero rather than by float noise.
  const tenths = ((cents(amount) - cents(reference)) * 1000) / cents(reference);
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10 || 0;
}

/** Below the private minimum: declined at once. */
export const isBelowMinimum = (amount: number, minOffer: number | undefined) =>
  minOffer !== undefined && cents(amount) < cents(minOffer);
