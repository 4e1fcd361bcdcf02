import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { SeedContext, SeedExtension } from '../seed/seed-extension';
import { OrderHoldsService } from './order-holds.service';
import { Order } from './schemas/order.schema';

/** The demo buyer's unpaid booking of the seed's booked car, so My Orders shows a Pay link at once. */
@Injectable()
export class OrdersSeed implements SeedExtension {
  readonly name = 'orders';

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly holds: OrderHoldsService,
  ) {}

  async seed({ accounts, bookedListing: car }: SeedContext): Promise<void> {
    const buyer = accounts.buyer;
    // Idempotent: one booking of that car by the demo buyer, whatever the number of runs.
    await this.orders
      .updateOne(
        { carId: car._id, buyer: buyer._id },
        {
          $setOnInsert: {
            buyer: buyer._id,
            buyerUid: buyer.uid,
            name: buyer.name,
            email: buyer.email,
            carId: car._id,
            seller: car.seller,
            sellerName: car.sellerName,
            brand: car.brand,
            carName: car.name,
            price: car.sale_price,
            phone: '512-555-0199',
            meetingLocation: 'Round Rock Premium Outlets, north parking lot',
            status: 'active',
            isPaid: false,
            expiresAt: this.holds.holdEndsAt(),
          },
        },
        { upsert: true },
      )
      .exec();
  }
}
