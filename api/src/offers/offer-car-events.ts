// The car's life ends the negotiations about it: a booking (at the list price, or another offer
// accepted), a sale, or its leaving the market declines its open offers, and each buyer is told.
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import {
  LISTING_BOOKED,
  LISTING_SOLD,
  LISTING_WITHDRAWN,
  type ListingBooked,
  type ListingSold,
  type ListingWithdrawn,
} from '../listings/listing-events';
import { OfferStore } from './offer-store';

export const CAR_BOOKED_REASON = 'The car was booked by another buyer.';
export const CAR_SOLD_REASON = 'The car was sold.';
export const CAR_WITHDRAWN_REASON = 'The car is no longer on sale.';

@Injectable()
export class OfferCarEvents {
  constructor(private readonly store: OfferStore) {}

  @OnEvent(LISTING_BOOKED)
  async onBooked({ listingId, offer }: ListingBooked): Promise<void> {
    await this.store.declineOpenOn([listingId], CAR_BOOKED_REASON, offer);
  }

  @OnEvent(LISTING_SOLD)
  async onSold({ listingId }: ListingSold): Promise<void> {
    await this.store.declineOpenOn([listingId], CAR_SOLD_REASON);
  }

  @OnEvent(LISTING_WITHDRAWN)
  async onWithdrawn({ listingIds }: ListingWithdrawn): Promise<void> {
    await this.store.declineOpenOn(listingIds, CAR_WITHDRAWN_REASON);
  }
}
