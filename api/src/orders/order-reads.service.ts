import { ForbiddenException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { formatDateTime } from '../common/format/reader-words';
import { OrderHoldsService } from './order-holds.service';
import { Order, type OrderRecord, type OrderStatus } from './schemas/order.schema';

/** A safety cap on list sizes; a buyer or seller with more orders than this is far beyond the demo's scale. */
const LIST_LIMIT = 500;
/**
 * What My Orders and My Buyers list: live bookings, and those a party ended (so the other side
 * sees it was cancelled, or why it was declined). Lapsed and released ones leave the lists.
 */
const LISTED_STATUSES: OrderStatus[] = ['active', 'cancelled', 'declined'];

/** Orders as their parties and other modules read them; a lapsed hold is lapsed first, so no list shows it live. */
@Injectable()
export class OrderReads {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly holds: OrderHoldsService,
  ) {}

  /** GET /orders: the caller's own orders; an admin may name anyone by e-mail. */
  async list(caller: RegisteredUser, email: string | undefined): Promise<OrderRecord[]> {
    const target = email?.toLowerCase() ?? caller.email;
    const own = target === caller.email;
    if (!own && caller.role !== 'Admin') throw new ForbiddenException('You can only see your own orders.');
    const whose = own ? { buyer: new Types.ObjectId(caller.userId) } : { email: target };
    await this.holds.lapseExpired(whose);
    return this.orders
      .find({ ...whose, status: { $in: LISTED_STATUSES } }, { outbox: 0 })
      .sort({ createdAt: -1 })
      .limit(LIST_LIMIT)
      .lean<OrderRecord[]>()
      .exec();
  }

  /** GET /my_buyers: bookings of the caller's cars. */
  async ofSeller(caller: RegisteredUser): Promise<OrderRecord[]> {
    const seller = new Types.ObjectId(caller.userId);
    await this.holds.lapseExpired({ seller });
    return this.orders
      .find({ seller, status: { $in: LISTED_STATUSES } }, { outbox: 0 })
      .sort({ createdAt: -1 })
      .limit(LIST_LIMIT)
      .lean<OrderRecord[]>()
      .exec();
  }

  /**
   * One order of the caller's, still holding its car. Someone else's order is reported as
   * missing too: an order id reveals nothing to anyone but its buyer.
   */
  async findOwned(caller: RegisteredUser, id: string): Promise<OrderRecord> {
    let order = await this.orders.findById(id).lean<OrderRecord>().exec();
    if (!order || !order.buyer.equals(caller.userId)) throw new NotFoundException('Order not found');
    if (await this.holds.lapseExpired({ _id: order._id }))
      order = (await this.orders.findById(id).lean<OrderRecord>().exec())!;
    if (order.status === 'released') {
      throw new GoneException(
        'The seller released this booking before it was paid; the car is no longer held for you.',
      );
    }
    if (order.status === 'cancelled')
      throw new GoneException('You cancelled this booking; the car is no longer held for you.');
    if (order.status === 'declined') {
      throw new GoneException(
        `The seller declined this booking${order.declineReason ? `: ${order.declineReason}` : ''}. The car is no longer held for you.`,
      );
    }
    if (order.status === 'lapsed') {
      throw new GoneException(
        `This booking was not paid in time and lapsed ${order.lapsedAt ? `on ${formatDateTime(order.lapsedAt)}` : 'at its expiry'}; the car was released. Book it again if it is still available.`,
      );
    }
    return order;
  }

  /** The status of each of these orders, by id (an order never written is absent). */
  async statusesOf(ids: Types.ObjectId[]): Promise<Map<string, OrderStatus>> {
    const rows = await this.orders
      .find({ _id: { $in: ids } }, { status: 1 })
      .lean<Pick<OrderRecord, '_id' | 'status'>[]>()
      .exec();
    return new Map(rows.map((row) => [row._id.toString(), row.status]));
  }

  /** Active bookings that accepted offers made (the offers' recovery checks each offer is marked accepted). */
  activeOfferBookings(limit: number): Promise<Pick<OrderRecord, '_id' | 'offer'>[]> {
    return this.orders
      .find({ offer: { $gte: new Types.ObjectId('000000000000000000000000') }, status: 'active' }, { offer: 1 })
      .limit(limit)
      .lean<Pick<OrderRecord, '_id' | 'offer'>[]>()
      .exec();
  }
}
