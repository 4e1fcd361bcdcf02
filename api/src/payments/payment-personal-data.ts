import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { PersonalData } from '../common/personal-data';
import { OrderPersonalData } from '../orders/order-personal-data';
import { DELETED_USER_NAME, deletedUserEmail } from '../users/deleted-user';
import { Payment } from './schemas/payment.schema';
import { Refund } from './schemas/refund.schema';

/**
 * Payments and refunds hold no card data (the processor keeps it). On closure they stay, as
 * accounting records must, with the person's name and e-mail taken off.
 */
@Injectable()
export class PaymentPersonalData implements PersonalData {
  constructor(
    @InjectModel(Payment.name) private readonly payments: Model<Payment>,
    @InjectModel(Refund.name) private readonly refunds: Model<Refund>,
    private readonly orders: OrderPersonalData,
  ) {}

  async exportOf(userId: Types.ObjectId): Promise<Record<string, unknown>> {
    const sold = await this.orders.idsOfSeller(userId);
    const [payments, refunds, received] = await Promise.all([
      this.payments.find({ buyer: userId }).sort({ createdAt: 1 }).lean().exec(),
      this.refunds.find({ buyer: userId }).sort({ createdAt: 1 }).lean().exec(),
      this.payments
        .find(
          { orderID: { $in: sold } },
          { transactionID: 1, orderID: 1, productName: 1, amount: 1, currency: 1, createdAt: 1 },
        )
        .sort({ createdAt: 1 })
        .lean()
        .exec(),
    ]);
    return { payments, refunds, paymentsReceived: received };
  }

  async closeFor(userId: Types.ObjectId): Promise<void> {
    await this.payments
      .updateMany({ buyer: userId }, { $set: { buyerName: DELETED_USER_NAME, buyerEmail: deletedUserEmail(userId) } })
      .exec();
    const sold = await this.orders.idsOfSeller(userId);
    if (sold.length)
      await this.payments.updateMany({ orderID: { $in: sold } }, { $set: { sellerName: DELETED_USER_NAME } }).exec();
  }
}
