import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import type { Connection, Model, QueryFilter, Types } from 'mongoose';
import { FaultPoints } from '../common/faults/fault-points';
import { Leases } from '../common/lease/lease';
import type { Env } from '../config/env.validation';
import { ListingHolds } from '../listings/listing-holds.service';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { CLOCK, type Clock } from './clock';
import { holdLapsed } from './order-events';
import { Order, type OrderRecord } from './schemas/order.schema';

/** How often unpaid holds are swept, so category pages show a lapsed car as available again. */
const SWEEP_INTERVAL_MS = 60_000;
/** The sweep's lease: the process that ran it last keeps it one interval, so one process sweeps per interval. */
export const SWEEP_LEASE = 'order-holds.sweep';
/** Lapses handled per call; the rest wait for the next call or sweep. */
const LAPSE_BATCH = 500;
/** What lapsing a booking reads: its car, and the facts its notifications name. */
const LAPSE_FIELDS = { _id: 1, carId: 1, buyer: 1, seller: 1, name: 1, brand: 1, carName: 1, price: 1 } as const;
type Lapsing = Pick<OrderRecord, '_id' | 'carId' | 'buyer' | 'seller' | 'name' | 'brand' | 'carName' | 'price'>;
/**
 * How old a hold must be before the reconciliation may call it orphaned. Booking takes the car and
 * writes its order within milliseconds; this leaves a hold whose order is being written alone.
 */
export const ORPHAN_HOLD_GRACE_MS = 10 * 60_000;

/**
 * An unpaid booking holds its car for BOOKING_HOLD_HOURS, then lapses and the car is for sale
 * again. Lapsing happens lazily before every read or booking that could see a stale hold, and
 * in a periodic sweep for the listing pages that never read orders. The sweep also frees cars
 * held by no booking at all (a crash between two writes left the hold behind).
 */
@Injectable()
export class OrderHoldsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OrderHoldsService.name);
  private readonly holdMs: number;
  private sweep?: NodeJS.Timeout;
  private readonly leases: Leases;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectConnection() connection: Connection,
    private readonly listings: ListingHolds,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly faults: FaultPoints,
    private readonly outbox: OutboxDispatcher,
    config: ConfigService<Env, true>,
  ) {
    this.holdMs = config.get('BOOKING_HOLD_HOURS', { infer: true }) * 3_600_000;
    this.leases = new Leases(connection);
  }

  onApplicationBootstrap(): void {
    this.sweep = setInterval(() => {
      this.sweepIfLeaseHolder().catch((error: unknown) => this.logger.error(`Hold sweep failed: ${String(error)}`));
    }, SWEEP_INTERVAL_MS);
    this.sweep.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweep);
  }

  /**
   * The periodic sweep, run by whichever API process holds the sweep's lease (a second process
   * sweeping would find nothing left, at the cost of the same reads). Returns whether it ran.
   */
  async sweepIfLeaseHolder(): Promise<boolean> {
    // A little under the interval, so the holder's next run finds its own lease renewable.
    if (!(await this.leases.acquire(SWEEP_LEASE, new Date(), SWEEP_INTERVAL_MS - 1000))) return false;
    await this.sweepOnce();
    return true;
  }

  /** One run of the periodic sweep (also what a restart runs first). */
  async sweepOnce(): Promise<void> {
    await this.lapseExpired({});
    await this.reconcile();
  }

  /**
   * Frees cars held (unpaid) by no active booking: the process died between taking the car and
   * writing its order, or between lapsing a booking and releasing its car. Only holds older than
   * ORPHAN_HOLD_GRACE_MS, and only the very hold that was checked, so a booking being written
   * right now keeps its car. Returns how many cars were freed.
   */
  async reconcile(): Promise<number> {
    const candidates = await this.listings.unpaidHoldsSince(this.orphanedBefore(), LAPSE_BATCH);
    if (candidates.length === 0) return 0;
    // One read for every candidate's booking: most holds are live bookings, not orphans.
    const bookings = await this.orders
      .find({ carId: { $in: candidates.map((car) => car._id) }, status: 'active' }, { carId: 1, isPaid: 1 })
      .lean<Pick<OrderRecord, 'carId' | 'isPaid'>[]>()
      .exec();
    const bookingOf = new Map(bookings.map((booking) => [booking.carId.toString(), booking]));
    let freed = 0;
    for (const car of candidates) {
      const booking = bookingOf.get(car._id.toString());
      // Paid, but the crash came before the listing was marked paid: finish that instead.
      if (booking?.isPaid) await this.listings.markPaid(car._id);
      if (booking) continue;
      if (await this.listings.releaseHold(car._id, car.heldAt)) {
        freed++;
        this.logger.warn(
          `Freed car ${car._id.toString()}: held since ${car.heldAt?.toISOString() ?? 'an unknown time'} by no booking`,
        );
      }
    }
    return freed;
  }

  /**
   * Takes over the car's hold for a payment of a lapsed booking when that hold is orphaned (no
   * active booking, older than the grace period): the car is free in all but its flag.
   */
  async takeOverOrphanedHold(carId: Types.ObjectId): Promise<boolean> {
    const [car] = await this.listings.unpaidHoldsSince(this.orphanedBefore(), 1, carId);
    if (!car || (await this.activeBooking(carId))) return false;
    return this.listings.takeOverHold(carId, car.heldAt, this.clock.now());
  }

  private orphanedBefore(): Date {
    return new Date(this.clock.now().getTime() - ORPHAN_HOLD_GRACE_MS);
  }

  private activeBooking(carId: Types.ObjectId): Promise<Pick<OrderRecord, 'isPaid'> | null> {
    return this.orders.findOne({ carId, status: 'active' }, { isPaid: 1 }).lean<Pick<OrderRecord, 'isPaid'>>().exec();
  }

  /** When a booking made now stops holding its car unless paid. */
  holdEndsAt(): Date {
    return new Date(this.clock.now().getTime() + this.holdMs);
  }

  /** Lapses the expired unpaid bookings matching `scope` (e.g. one buyer's, one car's); returns how many. */
  async lapseExpired(scope: QueryFilter<Order>): Promise<number> {
    const now = this.clock.now();
    const expired = await this.orders
      .find({ ...scope, status: 'active', isPaid: false, expiresAt: { $lte: now } }, LAPSE_FIELDS)
      .limit(LAPSE_BATCH)
      .lean<Lapsing[]>()
      .exec();
    let lapsed = 0;
    for (const order of expired) if (await this.lapse(order, now)) lapsed++;
    return lapsed;
  }

  private async lapse(order: Lapsing, now: Date): Promise<boolean> {
    // Conditional, so concurrent sweeps lapse each booking once and a payment that just landed wins.
    // Both sides' notifications go in the same update.
    const lapsed = await this.orders
      .findOneAndUpdate(
        { _id: order._id, status: 'active', isPaid: false, expiresAt: { $lte: now } },
        { $set: { status: 'lapsed', lapsedAt: now }, $push: { outbox: { $each: holdLapsed(order, now) } } },
      )
      .exec();
    if (!lapsed) return false;
    this.faults.reach('lapse.after-lapse');
    // One active booking per car (the listing is held atomically), so this booking was the one
    // holding it.
    await this.listings.release(order.carId);
    await this.outbox.afterWrite(this.orders, order._id);
    return true;
  }
}
