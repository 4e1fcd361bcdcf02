import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { ListingHolds } from '../listings/listing-holds.service';
import { ListingQueries } from '../listings/listing-queries.service';
import { FaultPoints } from '../common/faults/fault-points';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { CLOCK, type Clock } from './clock';
import type { PaymentAftermath } from '../payments/gateway/payment-gateway';
import { orderPaid, PAID_KINDS, paymentDisputed, paymentRefunded } from './order-events';
import { OrderHoldsService } from './order-holds.service';
import { Order, type OrderRecord, type OrderStatus } from './schemas/order.schema';

/** A succeeded payment that cannot pay its order any more; the payments service refunds it. */
export class PaymentNotApplicableException extends ConflictException {}

export const CAR_REMOVED = 'This car has been removed from the marketplace, so the booking can no longer be paid.';

/** Why a payment cannot pay a booking that a party ended (a lapsed one may be revived). */
const NOT_APPLIED: Partial<Record<OrderStatus, string>> = {
  released: 'The seller released this booking before it was paid; the payment was not applied.',
  cancelled: 'This booking was cancelled before it was paid; the payment was not applied.',
  declined: 'The seller declined this booking before it was paid; the payment was not applied.',
};

/** The order side of paying: which intent is on offer, and the one-way move to paid. */
@Injectable()
export class OrderPaymentsService {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly listings: ListingQueries,
    private readonly listingHolds: ListingHolds,
    private readonly holds: OrderHoldsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly faults: FaultPoints,
    private readonly outbox: OutboxDispatcher,
  ) {}

  findById(id: string): Promise<OrderRecord | null> {
    if (!Types.ObjectId.isValid(id)) return Promise.resolve(null);
    return this.orders.findById(id).lean<OrderRecord>().exec();
  }

  /** Whether the booked car is still on the marketplace (its seller or an admin may delete it after booking). */
  carStillListed(order: OrderRecord): Promise<boolean> {
    return this.listings.exists(order.carId);
  }

  /** Records the intent now offered for the order, unless a concurrent call already replaced `previous`. */
  async rememberIntent(orderId: Types.ObjectId, previous: string | undefined, intentId: string): Promise<void> {
    await this.orders
      .updateOne(
        { _id: orderId, isPaid: false, paymentIntentId: previous ?? { $exists: false } },
        { $set: { paymentIntentId: intentId } },
      )
      .exec();
  }

  /**
   * Marks the order paid by `transactionID`, once: the update is conditional on the order being
   * unpaid, so two different payments cannot both claim it. Returns the order as it now is; the
   * caller compares its transactionID to learn whether this payment or an earlier one paid it.
   * A booking that lapsed while its buyer was paying is revived if its car is still free.
   */
  async markPaid(order: OrderRecord, transactionID: string): Promise<OrderRecord> {
    const now = this.clock.now();
    const paid = { isPaid: true, paidAt: now, transactionID };
    // A car removed from the marketplace (by its seller, or an admin removing a fraudulent
    // listing) cannot be paid for; an order it paid before the removal stays paid.
    if (!(await this.listings.exists(order.carId))) {
      const current = await this.orders.findById(order._id).lean<OrderRecord>().exec();
      if (current?.isPaid) return current;
      throw new PaymentNotApplicableException(CAR_REMOVED);
    }
    // The receipt and the seller's news go in the very update that marks the order paid.
    const listing = await this.listings.findById(order.carId); // gone meanwhile: the claim below fails
    const contact = listing && { phone: listing.phone, email: listing.seller_email };
    const told = { $push: { outbox: { $each: orderPaid({ ...order, ...paid }, contact, now) } } };
    const claimed = await this.orders
      .findOneAndUpdate(
        { _id: order._id, status: 'active', isPaid: false },
        { $set: paid, $unset: { expiresAt: 1 }, ...told },
        { returnDocument: 'after' },
      )
      .lean<OrderRecord>()
      .exec();
    if (claimed) {
      this.faults.reach('payment.after-order-paid');
      if (await this.listingHolds.markPaid(claimed.carId)) return this.told(claimed);
      // The car was removed between the check above and the claim: give the claim back (and its
      // not yet dispatched notifications) and close the booking, so the caller refunds this payment.
      await this.orders
        .updateOne(
          { _id: claimed._id, isPaid: true, transactionID },
          {
            $set: { isPaid: false, status: 'lapsed' },
            $unset: { paidAt: 1, transactionID: 1 },
            $pull: { outbox: { kind: { $in: PAID_KINDS } } },
          },
        )
        .exec();
      throw new PaymentNotApplicableException(CAR_REMOVED);
    }

    const current = await this.orders.findById(order._id).lean<OrderRecord>().exec();
    if (!current) throw new NotFoundException('Order not found');
    // The same payment again (a retry after a crash): finish what the crash left, notifications included.
    if (current.isPaid)
      return current.transactionID === transactionID ? this.told(await this.markListingPaid(current)) : current;
    const refusal = NOT_APPLIED[current.status];
    if (refusal) throw new PaymentNotApplicableException(refusal);
    return this.told(await this.markListingPaid(await this.revive(current, paid, told)));
  }

  /**
   * Records what became of a paid order's money after the payment (a refund or a dispute, made
   * in the processor's dashboard or by the card holder's bank), telling both sides of each
   * change in the same update. Never touches the listing: whether the car goes back on sale is
   * its seller's decision. Returns what changed, for the webhook's record.
   */
  async recordAftermath(transactionID: string, aftermath: PaymentAftermath): Promise<string> {
    const order = await this.orders.findOne({ transactionID, isPaid: true }).lean<OrderRecord>().exec();
    if (!order) return 'ignored: no order was paid by this payment';
    const now = this.clock.now();
    const refunded = aftermath.refunded || aftermath.dispute === 'lost';
    const changes: string[] = [];
    const set: Partial<Order> = {};
    const told = [];
    if (aftermath.dispute && aftermath.dispute !== order.dispute) {
      set.dispute = aftermath.dispute;
      changes.push(`dispute ${aftermath.dispute}`);
      if (aftermath.dispute !== 'lost') told.push(...paymentDisputed(order, aftermath.dispute, now));
    }
    if (refunded && !order.refundedAt) {
      set.refundedAt = now;
      changes.push('refunded');
      told.push(...paymentRefunded(order, aftermath.dispute === 'lost', now));
    }
    if (!changes.length) return 'ignored: nothing changed';
    // Conditional on what was read, so two deliveries at once tell each change once.
    const updated = await this.orders
      .updateOne(
        {
          _id: order._id,
          dispute: order.dispute ?? { $exists: false },
          refundedAt: order.refundedAt ?? { $exists: false },
        },
        { $set: set, $push: { outbox: { $each: told } } },
      )
      .exec();
    if (!updated.modifiedCount) throw new ConflictException('The order changed while its payment was being updated.');
    await this.outbox.afterWrite(this.orders, order._id);
    return `applied: ${changes.join(', ')}`;
  }

  /** After the write that pushed a step's notifications: send them on. */
  private async told(order: OrderRecord): Promise<OrderRecord> {
    await this.outbox.afterWrite(this.orders, order._id);
    return order;
  }

  private async revive(order: OrderRecord, paid: Partial<Order>, told: object): Promise<OrderRecord> {
    // The car is free, or held by no booking at all (a crash left the flag behind): take it.
    const held =
      (await this.listingHolds.hold(order.carId, this.clock.now())) !== null ||
      (await this.holds.takeOverOrphanedHold(order.carId));
    if (!held) {
      throw new PaymentNotApplicableException(
        'This booking lapsed before it was paid and the car has been booked by someone else; the payment was not applied.',
      );
    }
    const revived = await this.orders
      .findOneAndUpdate(
        { _id: order._id, status: 'lapsed', isPaid: false },
        { $set: { ...paid, status: 'active' }, $unset: { expiresAt: 1 }, ...told },
        { returnDocument: 'after' },
      )
      .lean<OrderRecord>()
      .exec();
    if (revived) return revived;
    await this.listingHolds.release(order.carId);
    throw new ConflictException('The order changed while the payment was being recorded; try again.');
  }

  private async markListingPaid(order: OrderRecord): Promise<OrderRecord> {
    await this.listingHolds.markPaid(order.carId);
    return order;
  }
}
