import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, QueryFilter } from 'mongoose';
import type { Env } from '../config/env.validation';
import { ListingsService } from '../listings/listings.service';
import { CLOCK, type Clock } from './clock';
import { Order, type OrderRecord } from './schemas/order.schema';

/** How often unpaid holds are swept, so category pages show a lapsed car as available again. */
const SWEEP_INTERVAL_MS = 60_000;
/** Lapses handled per call; the rest wait for the next call or sweep. */
const LAPSE_BATCH = 500;

/**
 * An unpaid booking holds its car for BOOKING_HOLD_HOURS, then lapses and the car is for sale
 * again. Lapsing happens lazily before every read or booking that could see a stale hold, and
 * in a periodic sweep for the listing pages that never read orders.
 */
@Injectable()
export class OrderHoldsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OrderHoldsService.name);
  private readonly holdMs: number;
  private sweep?: NodeJS.Timeout;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly listings: ListingsService,
    @Inject(CLOCK) private readonly clock: Clock,
    config: ConfigService<Env, true>,
  ) {
    this.holdMs = config.get('BOOKING_HOLD_HOURS', { infer: true }) * 3_600_000;
  }

  onApplicationBootstrap(): void {
    this.sweep = setInterval(() => {
      this.lapseExpired({}).catch((error: unknown) => this.logger.error(`Hold sweep failed: ${String(error)}`));
    }, SWEEP_INTERVAL_MS);
    this.sweep.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweep);
  }

  /** When a booking made now stops holding its car unless paid. */
  holdEndsAt(): Date {
    return new Date(this.clock.now().getTime() + this.holdMs);
  }

  /** Lapses the expired unpaid bookings matching `scope` (e.g. one buyer's, one car's); returns how many. */
  async lapseExpired(scope: QueryFilter<Order>): Promise<number> {
    const now = this.clock.now();
    const expired = await this.orders
      .find({ ...scope, status: 'active', isPaid: false, expiresAt: { $lte: now } }, { _id: 1, carId: 1 })
      .limit(LAPSE_BATCH)
      .lean<Pick<OrderRecord, '_id' | 'carId'>[]>()
      .exec();
    let lapsed = 0;
    for (const order of expired) if (await this.lapse(order, now)) lapsed++;
    return lapsed;
  }

  private async lapse(order: Pick<OrderRecord, '_id' | 'carId'>, now: Date): Promise<boolean> {
    // Conditional, so concurrent sweeps lapse each booking once and a payment that just landed wins.
    const lapsed = await this.orders
      .findOneAndUpdate(
        { _id: order._id, status: 'active', isPaid: false, expiresAt: { $lte: now } },
        { $set: { status: 'lapsed', lapsedAt: now } },
      )
      .exec();
    if (!lapsed) return false;
    // One active booking per car (the listing is held atomically), so this booking was the one
    // holding it.
    await this.listings.release(order.carId);
    return true;
  }
}
