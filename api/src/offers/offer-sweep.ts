import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { BackgroundRun } from '../common/background/background-run';
import { Leases } from '../common/lease/lease';
import { OrderReads } from '../orders/order-reads.service';
import { CAR_BOOKED_REASON } from './offer-car-events';
import { offerAccepted } from './offer-events';
import { OfferLapses } from './offer-lapses';
import { OfferStore } from './offer-store';
import type { OfferRecord } from './schemas/offer.schema';

/** How often the offers are swept: an offer expires at most this late. */
export const OFFER_SWEEP_MS = 60_000;
/** The sweep's lease: one API process sweeps per interval (as the booking holds' sweep). */
export const OFFER_SWEEP_LEASE = 'offers.sweep';
const BATCH = 500;

/**
 * The offers' periodic work, run by whichever API process holds its lease: expiring the offers
 * nobody answered in time (each one conditional, so a lazy expiry racing the sweep tells nobody
 * twice), lapsing accepted offers whose booking ended unpaid, and finishing acceptances a crash
 * interrupted (the booking was written, the offer not yet marked accepted).
 */
@Injectable()
export class OfferSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OfferSweep.name);
  private readonly leases: Leases;
  private readonly sweeping = new BackgroundRun(
    async () => {
      await this.sweepIfLeaseHolder();
    },
    (error) => this.logger.error(`Offer sweep failed: ${String(error)}`),
  );
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectConnection() connection: Connection,
    private readonly store: OfferStore,
    private readonly lapses: OfferLapses,
    private readonly orders: OrderReads,
  ) {
    this.leases = new Leases(connection);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweeping.start(), OFFER_SWEEP_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping.idle();
  }

  /** Sweeps if this process holds (or takes) the lease; returns whether it swept. */
  async sweepIfLeaseHolder(): Promise<boolean> {
    if (!(await this.leases.acquire(OFFER_SWEEP_LEASE, new Date(), OFFER_SWEEP_MS - 1000))) return false;
    await this.sweepOnce();
    return true;
  }

  /** One run: acceptances first, so an interrupted acceptance is finished rather than expired. */
  async sweepOnce(): Promise<void> {
    await this.finishAcceptances();
    await this.store.expireDue();
    await this.lapses.settle();
  }

  /** Marks accepted each offer whose booking was written but whose acceptance was not; returns how many. */
  async finishAcceptances(): Promise<number> {
    const bookings = await this.orders.activeOfferBookings(BATCH);
    const open = await this.store.model
      .find({ _id: { $in: bookings.map((b) => b.offer!) }, status: 'open' }, { outbox: 0 })
      .lean<OfferRecord[]>()
      .exec();
    let finished = 0;
    for (const offer of open) {
      const booking = bookings.find((b) => b.offer!.equals(offer._id))!;
      const now = this.store.now();
      const { modifiedCount } = await this.store.model
        .updateOne(
          { _id: offer._id, status: 'open' },
          {
            $set: { status: 'accepted', closedAt: now, order: booking._id },
            $push: { outbox: { $each: offerAccepted(offer, now) } },
          },
        )
        .exec();
      if (!modifiedCount) continue;
      finished++;
      await this.store.afterWrite(offer._id);
      await this.store.declineOpenOn([offer.listing], CAR_BOOKED_REASON, offer._id);
    }
    return finished;
  }
}
