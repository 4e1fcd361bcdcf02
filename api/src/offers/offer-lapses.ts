import { Injectable } from '@nestjs/common';
import type { QueryFilter } from 'mongoose';
import { OrderReads } from '../orders/order-reads.service';
import { OfferStore } from './offer-store';
import type { Offer, OfferRecord } from './schemas/offer.schema';

const BATCH = 500;

/**
 * An accepted offer whose booking ended unpaid (it lapsed, or a party released, cancelled or
 * declined it) is `lapsed`: the agreed price no longer holds the car. Worked out from the orders,
 * lazily before the offers are read and in the offers' sweep, so the orders module needs to know
 * nothing of offers.
 */
@Injectable()
export class OfferLapses {
  constructor(
    private readonly store: OfferStore,
    private readonly orders: OrderReads,
  ) {}

  /** Lapses the accepted offers in `scope` whose booking no longer holds the car; returns how many. */
  async settle(scope: QueryFilter<Offer> = {}): Promise<number> {
    const accepted = await this.store.model
      .find({ ...scope, status: 'accepted' }, { order: 1 })
      .limit(BATCH)
      .lean<Pick<OfferRecord, '_id' | 'order'>[]>()
      .exec();
    if (!accepted.length) return 0;
    const statuses = await this.orders.statusesOf(accepted.flatMap((o) => (o.order ? [o.order] : [])));
    let lapsed = 0;
    for (const offer of accepted) {
      const status = offer.order ? statuses.get(offer.order.toString()) : undefined;
      if (status === 'active') continue;
      if (await this.store.move(offer, 'accepted', { to: 'lapsed' })) lapsed++;
    }
    return lapsed;
  }
}
