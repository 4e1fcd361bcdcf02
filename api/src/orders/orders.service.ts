import {
  ConflictException,
  ForbiddenException,
  GoneException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { FaultPoints } from '../common/faults/fault-points';
import type { Env } from '../config/env.validation';
import { ListingsService } from '../listings/listings.service';
import { CLOCK, type Clock } from './clock';
import type { BookingDto } from './dto/booking.dto';
import { OrderHoldsService } from './order-holds.service';
import { Order, type OrderRecord } from './schemas/order.schema';

/** A safety cap on list sizes; a buyer or seller with more orders than this is far beyond the demo's scale. */
const LIST_LIMIT = 500;

@Injectable()
export class OrdersService {
  private readonly maxUnpaid: number;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly listings: ListingsService,
    private readonly holds: OrderHoldsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly faults: FaultPoints,
    config: ConfigService<Env, true>,
  ) {
    this.maxUnpaid = config.get('MAX_UNPAID_BOOKINGS', { infer: true });
  }

  /**
   * Books a car: the listing is held with one conditional update (ListingsService.hold), so of any
   * number of concurrent bookings exactly one gets the car. Buyer identity comes from the token, price
   * and car details from the listing.
   */
  async book(caller: RegisteredUser, body: BookingDto): Promise<OrderRecord> {
    const buyer = new Types.ObjectId(caller.userId);
    const listing = await this.listings.findById(body.carId);
    if (!listing) throw new NotFoundException('Car not found');
    if (listing.seller.equals(buyer)) throw new ForbiddenException('You cannot book your own car.');

    // Stale holds first: an expired booking of this car, or of this buyer, must not block this one.
    await this.holds.lapseExpired({ carId: listing._id });
    await this.holds.lapseExpired({ buyer });
    if ((await this.unpaidCount(buyer)) >= this.maxUnpaid) throw this.tooManyUnpaid();

    const held = await this.listings.hold(listing._id, this.clock.now());
    if (!held) throw new ConflictException('This car has already been booked.');
    // A crash here leaves the car held by no order; the hold sweep's reconciliation frees it.
    this.faults.reach('booking.after-hold');

    let order: OrderRecord;
    try {
      const created = await this.orders.create({
        buyer,
        buyerUid: caller.uid,
        name: caller.name ?? caller.email,
        email: caller.email,
        carId: held._id,
        seller: held.seller,
        sellerName: held.sellerName,
        brand: held.brand,
        carName: held.name,
        price: held.sale_price,
        phone: body.phone,
        meetingLocation: body.meetingLocation,
        status: 'active',
        isPaid: false,
        expiresAt: this.holds.holdEndsAt(),
      });
      order = created.toObject<OrderRecord>();
    } catch (error) {
      await this.listings.release(held._id);
      throw error;
    }

    // The same buyer's concurrent bookings can all pass the check above. Counting again after
    // inserting means the last one to count sees every booking that survived, so the limit holds;
    // at worst two racing bookings both back out and the buyer tries again.
    if ((await this.unpaidCount(buyer)) > this.maxUnpaid) {
      await this.orders.deleteOne({ _id: order._id }).exec();
      await this.listings.release(held._id);
      throw this.tooManyUnpaid();
    }
    return order;
  }

  /** GET /orders: the caller's own orders; an admin may name anyone by e-mail. */
  async list(caller: RegisteredUser, email: string | undefined): Promise<OrderRecord[]> {
    const target = email?.toLowerCase() ?? caller.email;
    const own = target === caller.email;
    if (!own && caller.role !== 'Admin') throw new ForbiddenException('You can only see your own orders.');
    const whose = own ? { buyer: new Types.ObjectId(caller.userId) } : { email: target };
    await this.holds.lapseExpired(whose);
    return this.orders.find({ ...whose, status: 'active' }).sort({ createdAt: -1 }).limit(LIST_LIMIT).lean<OrderRecord[]>().exec();
  }

  /** GET /my_buyers: bookings of the caller's cars. */
  async ofSeller(caller: RegisteredUser): Promise<OrderRecord[]> {
    const seller = new Types.ObjectId(caller.userId);
    await this.holds.lapseExpired({ seller });
    return this.orders.find({ seller, status: 'active' }).sort({ createdAt: -1 }).limit(LIST_LIMIT).lean<OrderRecord[]>().exec();
  }

  /**
   * One order of the caller's, still holding its car. Someone else's order is reported as
   * missing too: an order id reveals nothing to anyone but its buyer.
   */
  async findOwned(caller: RegisteredUser, id: string): Promise<OrderRecord> {
    let order = await this.orders.findById(id).lean<OrderRecord>().exec();
    if (!order || !order.buyer.equals(caller.userId)) throw new NotFoundException('Order not found');
    if (await this.holds.lapseExpired({ _id: order._id })) order = (await this.orders.findById(id).lean<OrderRecord>().exec())!;
    if (order.status === 'lapsed') {
      throw new GoneException(
        `This booking was not paid in time and lapsed on ${order.lapsedAt?.toISOString() ?? 'its expiry'}; the car was released. Book it again if it is still available.`,
      );
    }
    return order;
  }

  private unpaidCount(buyer: Types.ObjectId): Promise<number> {
    return this.orders.countDocuments({ buyer, status: 'active', isPaid: false }).exec();
  }

  private tooManyUnpaid(): ConflictException {
    return new ConflictException(
      `You already hold ${this.maxUnpaid} unpaid bookings. Pay for one, or let one lapse, before booking another car.`,
    );
  }
}
