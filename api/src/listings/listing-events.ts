// What the listings module tells other modules, through @nestjs/event-emitter: the event names and
// their payloads, in one place. A listener subscribes with the decorator on a method of any
// provider (its module needs no import of ListingsModule for it):
//
//   @OnEvent(LISTING_WRITTEN)
//   async onWritten({ listing }: ListingWritten): Promise<void> { ... }
//
// The emitter awaits every listener (emitAsync) before the write's request answers, so what a
// listener writes is there when the client reads next; a listener's failure is logged by the
// event-emitter module and the listing's write stands.
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Types } from 'mongoose';
import type { ListingRecord } from './schemas/listing.schema';

/** A listing was posted or its seller edited it (pricing re-rates it, saved searches match it). */
export const LISTING_WRITTEN = 'listing.written';
export interface ListingWritten {
  listing: ListingRecord;
}

/** Its seller lowered its sale price (its wish-listers are told). k$. */
export const LISTING_PRICE_DROPPED = 'listing.price-dropped';
export interface ListingPriceDropped {
  /** The listing as written, with its new price. */
  listing: ListingRecord;
  from: number;
  to: number;
  at: Date;
}

/** The car's booking was paid: it is sold for good. */
export const LISTING_SOLD = 'listing.sold';
export interface ListingSold {
  listingId: Types.ObjectId;
}

/** A booking now holds the car (written with its order); `offer` is set when an accepted offer made it. */
export const LISTING_BOOKED = 'listing.booked';
export interface ListingBooked {
  listingId: Types.ObjectId;
  orderId: Types.ObjectId;
  offer?: Types.ObjectId;
}

/** The car left the market: its seller marked it sold elsewhere or deleted it, or an admin did. */
export const LISTING_WITHDRAWN = 'listing.withdrawn';
export interface ListingWithdrawn {
  listingIds: Types.ObjectId[];
}

/** Each event's payload, by name. */
export interface ListingEventPayloads {
  [LISTING_WRITTEN]: ListingWritten;
  [LISTING_PRICE_DROPPED]: ListingPriceDropped;
  [LISTING_SOLD]: ListingSold;
  [LISTING_BOOKED]: ListingBooked;
  [LISTING_WITHDRAWN]: ListingWithdrawn;
}

/** Emits the listings module's events with their payload types checked. */
@Injectable()
export class ListingEvents {
  constructor(private readonly emitter: EventEmitter2) {}

  async emit<E extends keyof ListingEventPayloads>(event: E, payload: ListingEventPayloads[E]): Promise<void> {
    await this.emitter.emitAsync(event, payload);
  }
}
