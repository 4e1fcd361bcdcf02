// The offers collection and its state machine: every change of an offer's status is one conditional
// update on the status it leaves (and, for an open offer, on its not having expired), pushing the
// change's notifications in the same write. A retry or a race finds the offer changed and applies
// nothing; the caller learns it from the null answer.
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, QueryFilter, Types } from 'mongoose';
import type { OutboxEntry } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { CLOCK, type Clock } from '../orders/clock';
import { offerDeclined, offerExpired } from './offer-events';
import { Offer, type OfferRecord, type OfferStatus } from './schemas/offer.schema';

/** Offers changed per call of a bulk step; the rest wait for the next call or sweep. */
const BATCH = 500;

export interface Transition {
  to: OfferStatus;
  set?: Partial<Offer>;
  events?: (offer: OfferRecord, now: Date) => OutboxEntry[];
}

@Injectable()
export class OfferStore implements OnModuleInit {
  constructor(
    @InjectModel(Offer.name) readonly model: Model<Offer>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: OutboxDispatcher,
  ) {}

  onModuleInit(): void {
    this.outbox.register(this.model);
  }

  now(): Date {
    return this.clock.now();
  }

  /** Delivers the notifications a write of this offer pushed (the dispatcher's sweep would, later). */
  afterWrite(id: Types.ObjectId): Promise<void> {
    return this.outbox.afterWrite(this.model, id);
  }

  findById(id: string | Types.ObjectId): Promise<OfferRecord | null> {
    return this.model.findById(id, { outbox: 0 }).lean<OfferRecord>().exec();
  }

  /** The offers of one conversation, oldest first. */
  ofConversation(conversation: Types.ObjectId): Promise<OfferRecord[]> {
    return this.model.find({ conversation }, { outbox: 0 }).sort({ createdAt: 1, _id: 1 }).lean<OfferRecord[]>().exec();
  }

  /**
   * Moves `offer` from `from` to the transition's status with one conditional update; an open offer
   * only while it has not expired. Returns the offer as changed, or null when it was not in `from`.
   */
  async move(offer: Pick<OfferRecord, '_id'>, from: OfferStatus, change: Transition): Promise<OfferRecord | null> {
    const now = this.clock.now();
    const current = await this.findById(offer._id);
    if (!current) return null;
    const moved = await this.model
      .findOneAndUpdate(
        { _id: offer._id, status: from, ...(from === 'open' && { expiresAt: { $gt: now } }) },
        {
          $set: { status: change.to, closedAt: now, ...change.set },
          ...(change.events && { $push: { outbox: { $each: change.events({ ...current, ...change.set }, now) } } }),
        },
        { returnDocument: 'after', projection: { outbox: 0 } },
      )
      .lean<OfferRecord>()
      .exec();
    if (moved) await this.outbox.afterWrite(this.model, moved._id);
    return moved;
  }

  /** Expires the open offers in `scope` that ran out (both parties told); returns how many. */
  async expireDue(scope: QueryFilter<Offer> = {}): Promise<number> {
    const now = this.clock.now();
    const due = await this.model
      .find({ ...scope, status: 'open', expiresAt: { $lte: now } }, { outbox: 0 })
      .limit(BATCH)
      .lean<OfferRecord[]>()
      .exec();
    let expired = 0;
    for (const offer of due) {
      const changed = await this.model
        .updateOne(
          { _id: offer._id, status: 'open', expiresAt: { $lte: now } },
          { $set: { status: 'expired', closedAt: now }, $push: { outbox: { $each: offerExpired(offer, now) } } },
        )
        .exec();
      if (changed.modifiedCount === 0) continue;
      expired++;
      await this.outbox.afterWrite(this.model, offer._id);
    }
    return expired;
  }

  /** The car's life declines the open offers on these cars (but `except`), telling each buyer `reason`; returns how many. */
  async declineOpenOn(listings: Types.ObjectId[], reason: string, except?: Types.ObjectId): Promise<number> {
    if (!listings.length) return 0;
    const open = await this.model
      .find({ listing: { $in: listings }, status: 'open', ...(except && { _id: { $ne: except } }) }, { outbox: 0 })
      .limit(BATCH)
      .lean<OfferRecord[]>()
      .exec();
    let declined = 0;
    for (const offer of open) {
      const now = this.clock.now();
      const changed = await this.model
        .updateOne(
          { _id: offer._id, status: 'open' },
          {
            $set: { status: 'declined', closedAt: now, reason },
            $push: { outbox: { $each: offerDeclined(offer, reason, now, 'buyer') } },
          },
        )
        .exec();
      if (changed.modifiedCount === 0) continue;
      declined++;
      await this.outbox.afterWrite(this.model, offer._id);
    }
    return declined;
  }
}
