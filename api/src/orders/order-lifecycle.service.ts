import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { ListingHolds } from '../listings/listing-holds.service';
import type { OutboxEntry } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { CLOCK, type Clock } from './clock';
import { bookingCancelled, bookingDeclined } from './order-events';
import { OrderHoldsService } from './order-holds.service';
import { Order, type OrderRecord, type OrderStatus } from './schemas/order.schema';

/** The reason a buyer reads when the seller's account closed under their booking. */
const ACCOUNT_CLOSED = 'The seller closed their CarMarket account.';

/** Who ends the booking, and how: the new status, what else is stored, and who is told. */
interface Ending {
  party: 'buyer' | 'seller';
  status: Extract<OrderStatus, 'cancelled' | 'declined'>;
  set: (now: Date) => Partial<Order>;
  events: (order: OrderRecord, now: Date) => OutboxEntry[];
}

/**
 * A party ends an unpaid booking: its buyer cancels, or the car's seller declines with a reason.
 * The car is for sale again at once and the other side is told, in the same update that ends it.
 */
@Injectable()
export class OrderLifecycleService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly listings: ListingHolds,
    private readonly holds: OrderHoldsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly outbox: OutboxDispatcher,
  ) {}

  /** POST /orders/:id/cancel: the order's buyer. */
  cancelByBuyer(caller: RegisteredUser, id: string): Promise<OrderRecord> {
    return this.end(caller.userId, id, this.cancelling());
  }

  /** POST /orders/:id/decline: the car's seller, with a reason the buyer reads. */
  declineBySeller(caller: RegisteredUser, id: string, reason: string): Promise<OrderRecord> {
    return this.end(caller.userId, id, this.declining(reason));
  }

  /**
   * Account closure: every unpaid booking the user holds as buyer is cancelled and every one of
   * their cars' is declined, each side told as when done by hand. Returns how many ended.
   */
  async endOpenBookingsOf(userId: Types.ObjectId): Promise<number> {
    const open = await this.orders
      .find({ $or: [{ buyer: userId }, { seller: userId }], status: 'active', isPaid: false }, { buyer: 1 })
      .lean<Pick<OrderRecord, '_id' | 'buyer'>[]>()
      .exec();
    let ended = 0;
    for (const order of open) {
      const asBuyer = order.buyer.equals(userId);
      try {
        await this.end(userId, order._id.toString(), asBuyer ? this.cancelling() : this.declining(ACCOUNT_CLOSED));
        ended++;
      } catch (error) {
        // Paid or lapsed meanwhile: nothing left to end.
        if (!(error instanceof ConflictException)) throw error;
      }
    }
    return ended;
  }

  private cancelling(): Ending {
    return {
      party: 'buyer',
      status: 'cancelled',
      set: (now) => ({ cancelledAt: now }),
      events: (order, now) => bookingCancelled(order, now),
    };
  }

  private declining(reason: string): Ending {
    return {
      party: 'seller',
      status: 'declined',
      set: (now) => ({ declinedAt: now, declineReason: reason }),
      events: (order, now) => bookingDeclined(order, reason, now),
    };
  }

  private async end(userId: string | Types.ObjectId, id: string, ending: Ending): Promise<OrderRecord> {
    const me = new Types.ObjectId(userId);
    const order = await this.orders.findById(id, { outbox: 0 }).lean<OrderRecord>().exec();
    // Only the party learns that the booking exists.
    if (!order || !order[ending.party].equals(me)) throw new NotFoundException('Order not found');
    // A hold that already ran out lapses first: it no longer holds the car to give back.
    await this.holds.lapseExpired({ _id: order._id });

    const now = this.clock.now();
    const ended = await this.orders
      .findOneAndUpdate(
        { _id: order._id, [ending.party]: me, status: 'active', isPaid: false },
        {
          $set: { status: ending.status, ...ending.set(now) },
          $unset: { expiresAt: 1 },
          $push: { outbox: { $each: ending.events(order, now) } },
        },
        { returnDocument: 'after', projection: { outbox: 0 } },
      )
      .lean<OrderRecord>()
      .exec();
    if (!ended) {
      const current = await this.orders.findById(order._id, { isPaid: 1 }).lean<Pick<OrderRecord, 'isPaid'>>().exec();
      if (current?.isPaid)
        throw new ConflictException(`This booking is paid; a paid booking cannot be ${ending.status}.`);
      throw new ConflictException('This booking no longer holds the car.');
    }
    // A crash here leaves the car held by no booking: the hold sweep's reconciliation frees it.
    await this.listings.release(ended.carId);
    await this.outbox.afterWrite(this.orders, ended._id);
    return ended;
  }
}
