import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { FaultPoints } from '../common/faults/fault-points';
import type { Env } from '../config/env.validation';
import { BlocksService } from '../conversations/blocks.service';
import { LISTING_BOOKED, ListingEvents } from '../listings/listing-events';
import { ListingHolds } from '../listings/listing-holds.service';
import { ListingQueries } from '../listings/listing-queries.service';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { CLOCK, type Clock } from './clock';
import { bookingReleased, carBooked } from './order-events';
import { UsersService } from '../users/users.service';
import type { BookingDto } from './dto/booking.dto';
import { OrderHoldsService } from './order-holds.service';
import { Order, type OrderRecord } from './schemas/order.schema';

/** Who a booking is for: the caller's verified token, or the buyer of an accepted offer as the offer recorded them. */
export type Booker = Pick<RegisteredUser, 'userId' | 'uid' | 'name' | 'email'>;

/** A booking at a price the parties agreed (an accepted offer) instead of the sale price. */
export interface AgreedPrice {
  /** k$ */
  price: number;
  offer: Types.ObjectId;
  /**
   * Marks the offer accepted by this booking (one conditional update); throws when the offer
   * changed meanwhile, and the booking is then undone before anyone is told of it.
   */
  confirm: (order: OrderRecord) => Promise<void>;
}

@Injectable()
export class OrdersService implements OnModuleInit {
  private readonly maxUnpaid: number;
  private readonly newAccountMs: number;
  private readonly newAccountHoldsPerSeller: number;

  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    private readonly listings: ListingQueries,
    private readonly listingHolds: ListingHolds,
    private readonly holds: OrderHoldsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly faults: FaultPoints,
    private readonly users: UsersService,
    private readonly outbox: OutboxDispatcher,
    private readonly blocks: BlocksService,
    private readonly events: ListingEvents,
    config: ConfigService<Env, true>,
  ) {
    this.maxUnpaid = config.get('MAX_UNPAID_BOOKINGS', { infer: true });
    this.newAccountMs = config.get('NEW_ACCOUNT_DAYS', { infer: true }) * 86_400_000;
    this.newAccountHoldsPerSeller = config.get('NEW_ACCOUNT_HOLDS_PER_SELLER', { infer: true });
  }

  /** Orders carry the notifications of their steps (order-events.ts): the dispatcher sweeps them too. */
  onModuleInit(): void {
    this.outbox.register(this.orders);
  }

  /**
   * Books a car: the listing is held with one conditional update (ListingHolds.hold), so of any
   * number of concurrent bookings exactly one gets the car. Buyer identity comes from the token, price
   * and car details from the listing; an accepted offer books the same way at its `agreed` price.
   */
  async book(caller: Booker, body: BookingDto, agreed?: AgreedPrice): Promise<OrderRecord> {
    const buyer = new Types.ObjectId(caller.userId);
    const listing = await this.listings.findById(body.carId);
    if (!listing) throw new NotFoundException('Car not found');
    if (listing.seller.equals(buyer)) throw new ForbiddenException('You cannot book your own car.');
    if (await this.blocks.isBlocked(buyer, listing.seller))
      throw new ForbiddenException('You cannot book from this seller');

    // Stale holds first: an expired booking of this car, or of this buyer, must not block this one.
    await this.holds.lapseExpired({ carId: listing._id });
    await this.holds.lapseExpired({ buyer });
    if ((await this.unpaidCount(buyer)) >= this.maxUnpaid) throw this.tooManyUnpaid();
    const byNewAccount = await this.isNewAccount(caller);
    if (byNewAccount && (await this.newAccountHolds(listing.seller)) >= this.newAccountHoldsPerSeller)
      throw this.tooManyNewAccountHolds();

    const held = await this.listingHolds.hold(listing._id, this.clock.now());
    if (!held) throw new ConflictException('This car has already been booked.');
    // A crash here leaves the car held by no order; the hold sweep's reconciliation frees it.
    this.faults.reach('booking.after-hold');

    let order: OrderRecord;
    try {
      const expiresAt = this.holds.holdEndsAt();
      const facts = {
        buyer,
        buyerUid: caller.uid,
        name: caller.name ?? caller.email,
        email: caller.email,
        carId: held._id,
        seller: held.seller,
        sellerName: held.sellerName,
        brand: held.brand,
        carName: held.name,
        price: agreed?.price ?? held.sale_price,
        ...(agreed && { listedPrice: held.sale_price, offer: agreed.offer }),
        phone: body.phone,
        meetingLocation: body.meetingLocation,
        status: 'active' as const,
        isPaid: false,
        expiresAt,
        byNewAccount,
      };
      // The booking and its notifications (the seller's news, the buyer's confirmation): one write.
      const contact = { phone: held.phone, email: held.seller_email };
      const created = await this.orders.create({
        ...facts,
        outbox: carBooked(facts, contact, expiresAt, this.clock.now()),
      });
      order = created.toObject<OrderRecord>();
    } catch (error) {
      await this.listingHolds.release(held._id);
      throw error;
    }

    // The same buyer's concurrent bookings can all pass the check above. Counting again after
    // inserting means the last one to count sees every booking that survived, so the limit holds;
    // at worst two racing bookings both back out and the buyer tries again.
    const overCap =
      (await this.unpaidCount(buyer)) > this.maxUnpaid
        ? this.tooManyUnpaid()
        : byNewAccount && (await this.newAccountHolds(held.seller)) > this.newAccountHoldsPerSeller
          ? this.tooManyNewAccountHolds()
          : null;
    if (overCap) {
      await this.orders.deleteOne({ _id: order._id }).exec();
      await this.listingHolds.release(held._id);
      throw overCap;
    }
    if (agreed) {
      // A crash here leaves the booking with its offer still open: the offers' sweep accepts the offer.
      this.faults.reach('acceptance.after-booking');
      try {
        await agreed.confirm(order);
      } catch (error) {
        await this.orders.deleteOne({ _id: order._id }).exec();
        await this.listingHolds.release(held._id);
        throw error;
      }
    }
    await this.outbox.afterWrite(this.orders, order._id);
    await this.events.emit(LISTING_BOOKED, { listingId: held._id, orderId: order._id, offer: agreed?.offer });
    return order;
  }

  /**
   * POST /orders/:id/release: the car's seller ends an unpaid booking (e.g. a buyer who does not
   * answer, or a farm of fresh accounts holding their stock). The car is for sale again at once; a
   * payment arriving later for the booking is refunded.
   */
  async releaseBySeller(caller: RegisteredUser, id: string): Promise<OrderRecord> {
    const seller = new Types.ObjectId(caller.userId);
    const order = await this.orders.findById(id, { outbox: 0 }).lean<OrderRecord>().exec();
    // Only the car's seller learns that the booking exists.
    if (!order || !order.seller.equals(seller)) throw new NotFoundException('Order not found');
    const now = this.clock.now();
    // The release and the buyer's notification: one conditional update, so a retry tells nobody again.
    const released = await this.orders
      .findOneAndUpdate(
        { _id: order._id, seller, status: 'active', isPaid: false },
        {
          $set: { status: 'released', releasedAt: now },
          $unset: { expiresAt: 1 },
          $push: { outbox: { $each: bookingReleased(order, now) } },
        },
        { returnDocument: 'after', projection: { outbox: 0 } },
      )
      .lean<OrderRecord>()
      .exec();
    if (!released) {
      const current = await this.orders.findById(order._id, { isPaid: 1 }).lean<Pick<OrderRecord, 'isPaid'>>().exec();
      if (current?.isPaid) throw new ConflictException('This booking is paid; a paid booking cannot be released.');
      throw new ConflictException('This booking no longer holds the car.');
    }
    // A crash here leaves the car held by no booking: the hold sweep's reconciliation frees it.
    await this.listingHolds.release(released.carId);
    await this.outbox.afterWrite(this.orders, released._id);
    return released;
  }

  private unpaidCount(buyer: Types.ObjectId): Promise<number> {
    return this.orders.countDocuments({ buyer, status: 'active', isPaid: false }).exec();
  }

  private async isNewAccount(caller: Booker): Promise<boolean> {
    const account = await this.users.findById(caller.userId);
    return !account?.createdAt || account.createdAt.getTime() > this.clock.now().getTime() - this.newAccountMs;
  }

  /** Unpaid bookings of the seller's cars by new accounts. */
  private newAccountHolds(seller: Types.ObjectId): Promise<number> {
    return this.orders.countDocuments({ seller, status: 'active', isPaid: false, byNewAccount: true }).exec();
  }

  private tooManyNewAccountHolds(): ConflictException {
    return new ConflictException(
      `New accounts already hold ${this.newAccountHoldsPerSeller} unpaid bookings of this seller's cars, the most they may. ` +
        'Try again once one of them is paid or lapses.',
    );
  }

  private tooManyUnpaid(): ConflictException {
    return new ConflictException(
      `You already hold ${this.maxUnpaid} unpaid bookings. Pay for one, or let one lapse, before booking another car.`,
    );
  }
}
