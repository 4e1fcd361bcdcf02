// Making and answering offers (all but acceptance, which books: offer-acceptance.service.ts).
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Types } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';
import { findPage, type KeyOrder, type Page } from '../common/paging/paging';
import type { Env } from '../config/env.validation';
import { BlocksService } from '../conversations/blocks.service';
import { ConversationsService } from '../conversations/conversations.service';
import { ListingQueries } from '../listings/listing-queries.service';
import type { ListingRecord } from '../listings/schemas/listing.schema';
import type { MakeOfferDto } from './dto/offer.dto';
import { offerCountered, offerDeclined, offerMade, offerWithdrawn } from './offer-events';
import { OfferLapses } from './offer-lapses';
import { BELOW_MINIMUM_REASON, checkCounterAmount, checkOfferAmount, isBelowMinimum } from './offer-rules';
import { OfferStore } from './offer-store';
import type { Offer, OfferParty, OfferRecord } from './schemas/offer.schema';

const NEWEST_FIRST: KeyOrder = { field: 'createdAt', direction: -1, kind: 'date' };
/** What the party who made an offer reads when the other declines it without a reason. */
const DECLINED_WITHOUT_REASON = 'The other party declined this offer.';

/** An offer with the car it is about, as the caller may read it. */
export interface OfferWithCar {
  offer: OfferRecord;
  listing: ListingRecord | null;
}

@Injectable()
export class OffersService {
  private readonly openMs: number;

  constructor(
    private readonly store: OfferStore,
    private readonly lapses: OfferLapses,
    private readonly listings: ListingQueries,
    private readonly conversations: ConversationsService,
    private readonly blocks: BlocksService,
    config: ConfigService<Env, true>,
  ) {
    this.openMs = config.get('OFFER_EXPIRY_HOURS', { infer: true }) * 3_600_000;
  }

  /**
   * POST /listings/:id/offers: the buyer's first amount, in the "Ask the seller" conversation
   * (opened if needed). Below the seller's private minimum it is declined at once.
   */
  async make(caller: RegisteredUser, listingId: string, body: MakeOfferDto): Promise<OfferWithCar> {
    const buyer = new Types.ObjectId(caller.userId);
    const listing = await this.listings.findById(listingId);
    if (!listing) throw new NotFoundException('Car not found');
    if (listing.seller.equals(buyer)) throw new ForbiddenException('You cannot make an offer on your own car.');
    if (await this.blocks.isBlocked(buyer, listing.seller))
      throw new ForbiddenException('You cannot make an offer to this seller: one of you blocked the other.');
    if (listing.isPaid) throw new ConflictException('This car is sold.');
    checkOfferAmount(body.amount, listing.sale_price);
    // A stale open offer of this buyer's must not stand in the way of this one.
    await this.store.expireDue({ listing: listing._id, buyer });

    const { conversation } = await this.conversations.open(caller, { listingId });
    const now = this.store.now();
    const below = isBelowMinimum(body.amount, listing.minOffer);
    const facts: Offer = {
      listing: listing._id,
      conversation: conversation._id,
      buyer,
      seller: listing.seller,
      parties: [buyer, listing.seller],
      from: 'buyer',
      amount: body.amount,
      askingPrice: listing.sale_price,
      status: below ? 'declined' : 'open',
      expiresAt: new Date(now.getTime() + this.openMs),
      ...(body.message && { message: body.message }),
      phone: body.phone,
      meetingLocation: body.meetingLocation,
      buyerUid: caller.uid,
      buyerName: caller.name ?? conversation.buyerName,
      buyerEmail: caller.email,
      brand: listing.brand,
      carName: listing.name,
      sellerName: listing.sellerName,
      ...(below && { closedAt: now, reason: BELOW_MINIMUM_REASON }),
      createdAt: now,
    };
    const outbox = below ? offerDeclined(facts, BELOW_MINIMUM_REASON, now) : offerMade(facts, listing.sale_price, now);
    return { offer: await this.insert({ ...facts, outbox }), listing };
  }

  /** POST /offers/:id/counter: the party an open offer was made to names an amount between the two. */
  async counter(caller: RegisteredUser, id: string, amount: number): Promise<OfferWithCar> {
    const { offer, side } = await this.answerable(caller, id);
    const listing = await this.onSale(offer);
    if (await this.blocks.isBlocked(offer.buyer, offer.seller))
      throw new ForbiddenException('You cannot negotiate with this member: one of you blocked the other.');
    checkCounterAmount(amount, offer.amount, await this.lastAmountOf(offer, side, listing), listing.sale_price);

    const now = this.store.now();
    const countered = await this.store.move(offer, 'open', { to: 'countered' });
    if (!countered) throw await this.notOpen(offer._id);
    const below = side === 'buyer' && isBelowMinimum(amount, listing.minOffer);
    const { _id, outbox: _o, closedAt: _c, reason: _r, message: _m, order: _x, createdAt: _t, ...kept } = offer;
    const facts: Offer = {
      ...kept,
      from: side,
      amount,
      askingPrice: listing.sale_price,
      status: below ? 'declined' : 'open',
      expiresAt: new Date(now.getTime() + this.openMs),
      answers: offer._id,
      ...(below && { closedAt: now, reason: BELOW_MINIMUM_REASON }),
      createdAt: now,
    };
    const outbox = below ? offerDeclined(facts, BELOW_MINIMUM_REASON, now) : offerCountered(facts, now);
    try {
      return { offer: await this.insert({ ...facts, outbox }), listing };
    } catch (error) {
      // The counter was not written: the answered offer is open again.
      await this.store.model.updateOne({ _id: offer._id, status: 'countered' }, { $set: { status: 'open' } }).exec();
      throw error;
    }
  }

  /** POST /offers/:id/decline: the party it was made to, with an optional reason its maker reads. */
  async decline(caller: RegisteredUser, id: string, reason: string | undefined): Promise<OfferWithCar> {
    const { offer } = await this.answerable(caller, id);
    const why = reason ?? DECLINED_WITHOUT_REASON;
    const declined = await this.store.move(offer, 'open', {
      to: 'declined',
      set: { reason: why },
      events: (o, now) => offerDeclined(o, why, now),
    });
    if (!declined) throw await this.notOpen(offer._id);
    return { offer: declined, listing: await this.listings.findById(offer.listing) };
  }

  /** POST /offers/:id/withdraw: the buyer ends the negotiation, whoever named the open amount. */
  async withdraw(caller: RegisteredUser, id: string): Promise<OfferWithCar> {
    const offer = await this.partyOf(caller, id);
    if (!offer.buyer.equals(caller.userId)) throw new ForbiddenException('Only the buyer withdraws an offer.');
    await this.store.expireDue({ _id: offer._id });
    const withdrawn = await this.store.move(offer, 'open', { to: 'withdrawn', events: offerWithdrawn });
    if (!withdrawn) throw await this.notOpen(offer._id);
    return { offer: withdrawn, listing: await this.listings.findById(offer.listing) };
  }

  /** GET /offers: the caller's, as buyer or seller, newest first. */
  async list(caller: RegisteredUser, limit: number, cursor?: string): Promise<Page<OfferWithCar>> {
    const me = new Types.ObjectId(caller.userId);
    await this.store.expireDue({ parties: me });
    await this.lapses.settle({ parties: me });
    const filter = { parties: me };
    const page = await findPage<OfferRecord>(this.store.model, filter, NEWEST_FIRST, {
      limit,
      cursor,
      projection: { outbox: 0 },
    });
    const cars = await this.listings.findByIds(
      [...new Set(page.items.map((o) => o.listing.toString()))].map((id) => new Types.ObjectId(id)),
    );
    const carOf = new Map(cars.map((car) => [car._id.toString(), car]));
    return {
      ...page,
      items: page.items.map((offer) => ({ offer, listing: carOf.get(offer.listing.toString()) ?? null })),
    };
  }

  /** The offer, when the caller is one of its parties; anyone else's is as missing as an unknown one. */
  async partyOf(caller: RegisteredUser, id: string): Promise<OfferRecord> {
    const offer = await this.store.findById(id);
    if (!offer || !offer.parties.some((p) => p.equals(caller.userId))) throw new NotFoundException('Offer not found');
    return offer;
  }

  /** The open offer the caller may answer (it was made to them), with the caller's side. */
  async answerable(caller: RegisteredUser, id: string): Promise<{ offer: OfferRecord; side: OfferParty }> {
    const offer = await this.partyOf(caller, id);
    const side: OfferParty = offer.buyer.equals(caller.userId) ? 'buyer' : 'seller';
    if (side === offer.from) throw new ForbiddenException('You made this offer: the other party answers it.');
    await this.store.expireDue({ _id: offer._id });
    if (offer.status !== 'open' || offer.expiresAt <= this.store.now()) throw await this.notOpen(offer._id);
    return { offer, side };
  }

  /** 409 saying what became of an offer that is no longer open. */
  async notOpen(id: Types.ObjectId): Promise<ConflictException> {
    const current = await this.store.findById(id);
    return new ConflictException(`This offer is no longer open: it was ${current?.status ?? 'removed'}.`);
  }

  /** The car of an offer while it can still be bought; 409 once it is sold or gone. */
  async onSale(offer: OfferRecord): Promise<ListingRecord> {
    const listing = await this.listings.findById(offer.listing);
    if (!listing) throw new ConflictException('This car is no longer on sale.');
    if (listing.isPaid) throw new ConflictException('This car is sold.');
    return listing;
  }

  /** The last amount `side` named in this thread: the seller starts at the asking price. */
  private async lastAmountOf(offer: OfferRecord, side: OfferParty, listing: ListingRecord): Promise<number> {
    const own = await this.store.model
      .findOne({ conversation: offer.conversation, from: side, createdAt: { $lte: offer.createdAt } }, { amount: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .lean<Pick<OfferRecord, 'amount'>>()
      .exec();
    return own?.amount ?? (side === 'seller' ? listing.sale_price : offer.amount);
  }

  private async insert(facts: Offer): Promise<OfferRecord> {
    try {
      const created = await this.store.model.create(facts);
      await this.store.afterWrite(created._id);
      const { outbox: _sent, ...offer } = created.toObject<OfferRecord>();
      return offer;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      throw new ConflictException(
        'You already have an open offer on this car: wait for the answer, or withdraw it before making another.',
      );
    }
  }
}
