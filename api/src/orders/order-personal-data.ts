import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { PersonalData } from '../common/personal-data';
import { DELETED_USER_NAME, deletedUserEmail } from '../users/deleted-user';
import { OrderLifecycleService } from './order-lifecycle.service';
import { Order, type OrderRecord } from './schemas/order.schema';

const EXPORTED = { outbox: 0, buyerUid: 0 } as const;

/**
 * A person's orders: their bookings as a buyer and the bookings of their cars. On closure the
 * open ones end (the other side told), and every order stays — paid ones are accounting records —
 * with the person's name, e-mail and phone taken off.
 */
@Injectable()
export class OrderPersonalData implements PersonalData {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly lifecycle: OrderLifecycleService,
  ) {}

  async exportOf(userId: Types.ObjectId): Promise<Record<string, unknown>> {
    const [asBuyer, asSeller] = await Promise.all([
      this.orders.find({ buyer: userId }, EXPORTED).sort({ createdAt: 1 }).lean<OrderRecord[]>().exec(),
      this.orders.find({ seller: userId }, EXPORTED).sort({ createdAt: 1 }).lean<OrderRecord[]>().exec(),
    ]);
    return { orders: asBuyer, bookingsOfMyCars: asSeller };
  }

  /** Ids of the orders of the user's cars (their payments name the user as seller). */
  async idsOfSeller(userId: Types.ObjectId): Promise<Types.ObjectId[]> {
    const rows = await this.orders.find({ seller: userId }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>().exec();
    return rows.map((r) => r._id);
  }

  async closeFor(userId: Types.ObjectId): Promise<void> {
    await this.lifecycle.endOpenBookingsOf(userId);
    await this.orders
      .updateMany(
        { buyer: userId },
        { $set: { name: DELETED_USER_NAME, email: deletedUserEmail(userId), phone: '', buyerUid: '' } },
      )
      .exec();
    await this.orders.updateMany({ seller: userId }, { $set: { sellerName: DELETED_USER_NAME } }).exec();
  }

  async rename(userId: Types.ObjectId, name: string): Promise<void> {
    await this.orders.updateMany({ buyer: userId }, { $set: { name } }).exec();
    await this.orders.updateMany({ seller: userId }, { $set: { sellerName: name } }).exec();
  }
}
