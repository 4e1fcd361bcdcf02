import { ConflictException, ForbiddenException, HttpException, Injectable } from '@nestjs/common';
import type { Types } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { BlocksService } from '../conversations/blocks.service';
import { listingStatus } from '../listings/listing-status';
import { OrdersService } from '../orders/orders.service';
import type { OrderRecord } from '../orders/schemas/order.schema';
import { offerAccepted } from './offer-events';
import { OfferStore } from './offer-store';
import { OffersService, type OfferWithCar } from './offers.service';
import type { OfferRecord } from './schemas/offer.schema';

/**
 * POST /offers/:id/accept: the party an open offer was made to accepts it, and the car is booked
 * for the buyer at the agreed amount through the booking's own path (OrdersService.book): the same
 * conditional hold of the car, the same caps, the same recovery sweep. The offer is marked accepted
 * by the booking's last step, so two acceptances, or an acceptance and a booking at the list price,
 * give one order (the hold), and an offer that changed meanwhile leaves no booking behind.
 */
@Injectable()
export class OfferAcceptance {
  constructor(
    private readonly offers: OffersService,
    private readonly store: OfferStore,
    private readonly orders: OrdersService,
    private readonly blocks: BlocksService,
  ) {}

  async accept(caller: RegisteredUser, id: string): Promise<OfferWithCar & { order: OrderRecord }> {
    const { offer, side } = await this.offers.answerable(caller, id);
    const listing = await this.offers.onSale(offer);
    if (listingStatus(listing) === 'booked')
      throw new ConflictException(
        'A booking holds this car: the offer can be accepted once the car is free again (the offer stays open).',
      );
    if (await this.blocks.isBlocked(offer.buyer, offer.seller))
      throw new ForbiddenException('You cannot accept this offer: one of you blocked the other.');

    let order: OrderRecord;
    try {
      order = await this.orders.book(
        { userId: offer.buyer.toString(), uid: offer.buyerUid, name: offer.buyerName, email: offer.buyerEmail },
        { carId: offer.listing.toString(), phone: offer.phone, meetingLocation: offer.meetingLocation },
        { price: offer.amount, offer: offer._id, confirm: (booked) => this.markAccepted(offer, booked._id) },
      );
    } catch (error) {
      // The booking's refusals (car held, too many unpaid bookings) speak to the buyer; the seller reads them as the buyer's.
      if (side === 'seller' && error instanceof HttpException && error.getStatus() === 409)
        throw new ConflictException(`The car could not be booked for the buyer: ${error.message}`);
      throw error;
    }
    const accepted = await this.store.findById(offer._id);
    return { offer: accepted!, listing, order };
  }

  /** The booking's last step: open -> accepted, with the order, in one conditional update. */
  private async markAccepted(offer: OfferRecord, order: Types.ObjectId): Promise<void> {
    const accepted = await this.store.move(offer, 'open', { to: 'accepted', set: { order }, events: offerAccepted });
    if (!accepted) throw await this.offers.notOpen(offer._id);
  }
}
