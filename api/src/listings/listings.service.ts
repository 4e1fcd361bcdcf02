// A listing through its seller's hands: posting, editing, advertising, marking it sold elsewhere,
// relisting and deleting it (an admin deletes too). Reads are ListingQueries'; every write goes
// through the listing store; other modules hear of postings, edits and price drops as events
// (listing-events.ts).
import { AuditLog } from '../audit/audit-log';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { Types } from 'mongoose';
import type { RegisteredUser } from '../auth/auth-user';
import { CategoriesService } from '../categories/categories.service';
import { FaultPoints } from '../common/faults/fault-points';
import { PhotosService, type UploadedPhoto } from '../photos/photos.service';
import { UsersService } from '../users/users.service';
import type { AddProductDto } from './dto/add-product.dto';
import type { NewListingDto } from './dto/new-listing.dto';
import type { UpdateListingDto } from './dto/update-listing.dto';
import { modelProblem } from './facts/model-catalogue';
import { VEHICLE_FACTS } from './facts/vehicle-facts';
import { photoFields } from './listing-cover';
import { LISTING_PRICE_DROPPED, LISTING_WITHDRAWN, LISTING_WRITTEN, ListingEvents } from './listing-events';
import { ListingQueries } from './listing-queries.service';
import { storedKeysOf } from './listing-sort-keys';
import { ListingStore } from './listing-store';
import { notDeleted, onMarket } from './listing-visibility';
import { historyOf } from './price-history';
import type { Listing, ListingRecord } from './schemas/listing.schema';

@Injectable()
export class ListingsService {
  constructor(
    private readonly store: ListingStore,
    private readonly queries: ListingQueries,
    private readonly events: ListingEvents,
    private readonly categories: CategoriesService,
    private readonly users: UsersService,
    private readonly photos: PhotosService,
    private readonly faults: FaultPoints,
    private readonly audit: AuditLog,
  ) {}

  /**
   * Posts a listing: POST /add_product (image URL) and POST /listings (facts too; photos, an image
   * URL or both). All or nothing: photos stored for a listing that is then not written are discarded.
   */
  async add(
    caller: RegisteredUser,
    body: AddProductDto | NewListingDto,
    files: UploadedPhoto[] = [],
  ): Promise<ListingRecord> {
    if (!files.length && !body.image) throw new BadRequestException(['Add at least one photo, or give an image URL']);
    checkModel(body.brand, 'model' in body ? body.model : undefined);
    if (!(await this.categories.exists(body.category_id))) {
      throw new BadRequestException(`category_id ${body.category_id} does not exist`);
    }
    const seller = await this.users.findById(caller.userId);
    if (!seller) throw new ForbiddenException('This account is not registered');
    const photos = files.length ? await this.photos.ingest(files) : [];
    let record: ListingRecord;
    try {
      this.faults.reach('listing.after-photos');
      record = await this.store.create({
        ...body,
        ...photoFields({ image: body.image, photos: [] }, photos),
        sellerName: seller.name,
        seller_email: seller.email,
        seller: seller._id,
        poste_date: new Date(),
        isVerified: seller.isVerified,
        isSold: false,
        isPaid: false,
        isReported: false,
        isAdvertised: false,
      });
    } catch (error) {
      await this.photos.discard(photos.map((p) => p.id));
      throw error;
    }
    return this.written(record);
  }

  /**
   * Its seller changes price, description and facts. A booked car keeps its price (the buyer
   * booked at it). A new sale price is appended to the price history in the same update; a drop
   * is told (LISTING_PRICE_DROPPED) once it is written.
   */
  async update(id: string, caller: RegisteredUser, changes: UpdateListingDto): Promise<ListingRecord> {
    const given = Object.entries(changes).filter(([, v]) => v !== undefined);
    if (given.length === 0) throw new BadRequestException('Nothing to change: send at least one field');
    // null removes a fact or the ZIP; the posting fields are required and stay.
    const kept = given.filter(([field, v]) => v === null && !REMOVABLE_FIELDS.includes(field)).map(([field]) => field);
    if (kept.length) throw new BadRequestException(kept.map((field) => `${field} cannot be removed; send a new value`));
    const listing = await this.editable(id, caller);
    checkModel(listing.brand, changes.model ?? undefined);
    const set: Record<string, unknown> = Object.fromEntries(given.filter(([, v]) => v !== null));
    const unset = Object.fromEntries(given.filter(([, v]) => v === null).map(([field]) => [field, 1]));
    const after = {
      ...listing,
      ...set,
      ...Object.fromEntries(Object.keys(unset).map((field) => [field, undefined])),
    } as ListingRecord;
    Object.assign(set, storedKeysOf(after));
    const changesPrice = 'sale_price' in set || 'original_price' in set;
    const at = new Date();
    const push = priceChange(listing, after.sale_price, at, set);
    const updated = await this.store.change(
      // The price read is the one the history and a drop start from: a concurrent change loses (409).
      onMarket({
        _id: listing._id,
        seller: listing.seller,
        ...(changesPrice && { isSold: false }),
        ...(push && { sale_price: listing.sale_price }),
      }),
      { $set: set, ...(Object.keys(unset).length && { $unset: unset }), ...(push && { $push: push }) },
    );
    if (!updated) {
      const now = await this.queries.findById(id);
      if (!now) throw new NotFoundException('Listing not found');
      if (now.isSold) throw new ConflictException("A booked car's price cannot change");
      throw new ConflictException('The listing changed meanwhile; try again');
    }
    if (updated.sale_price < listing.sale_price) {
      await this.events.emit(LISTING_PRICE_DROPPED, {
        listing: updated,
        from: listing.sale_price,
        to: updated.sale_price,
        at,
      });
    }
    return this.written(updated);
  }

  /** Tells the other modules of a posted or edited listing, then reads it again (a listener may have rated it). */
  private async written(listing: ListingRecord): Promise<ListingRecord> {
    await this.events.emit(LISTING_WRITTEN, { listing });
    return (await this.queries.findById(listing._id)) ?? listing;
  }

  /** Its seller advertises it; a booked car cannot be advertised. One conditional update, no race. */
  async advertise(id: string, caller: RegisteredUser): Promise<ListingRecord> {
    const updated = await this.store.change(
      onMarket({ _id: id, seller: new Types.ObjectId(caller.userId), isSold: false }),
      { $set: { isAdvertised: true } },
    );
    if (updated) return updated;
    const listing = await this.editable(id, caller);
    if (listing.isSold) throw new ConflictException('A booked car cannot be advertised');
    throw new ConflictException('The listing changed meanwhile; try again');
  }

  /**
   * Its seller marks it sold elsewhere: it leaves the market like a deleted car (listing-visibility.ts)
   * but stays in My Products to be relisted. Refused (409) while a booking holds the car: the
   * update is conditional on the car being free, so a booking and this cannot both win.
   */
  async markSoldElsewhere(id: string, caller: RegisteredUser): Promise<ListingRecord> {
    const listing = await this.owned(id, caller);
    if (listing.withdrawn) throw new ConflictException('This car is already marked sold elsewhere');
    const updated = await this.store.change(onMarket({ _id: listing._id, seller: listing.seller, isSold: false }), {
      $set: { withdrawn: { at: new Date(), reason: 'sold-elsewhere' as const } },
    });
    if (updated) {
      await this.events.emit(LISTING_WITHDRAWN, { listingIds: [updated._id] });
      return updated;
    }
    const current = await this.owned(id, caller);
    if (current.isPaid) throw new ConflictException('This car was sold on CarMarket');
    if (current.isSold) throw new ConflictException('A booking holds this car: decline the booking first');
    throw new ConflictException('The listing changed meanwhile; try again');
  }

  /** Its seller puts a car marked sold elsewhere, or withdrawn by a suspension since lifted, back on the market. */
  async relist(id: string, caller: RegisteredUser): Promise<ListingRecord> {
    const listing = await this.owned(id, caller);
    const relisted = await this.store.change(
      { _id: listing._id, seller: listing.seller, 'withdrawn.reason': { $in: ['sold-elsewhere', 'suspended'] } },
      { $unset: { withdrawn: 1 } },
    );
    if (!relisted) throw new ConflictException('This car is on the market already');
    return relisted;
  }

  /**
   * Its seller or an admin deletes it: it leaves the market for good (listing-visibility.ts) but
   * the document stays with its facts, for price statistics and order history. Its photos go.
   */
  async remove(id: string, caller: RegisteredUser): Promise<void> {
    const listing = await this.editable(id, caller, { allowAdmin: true });
    const { modified } = await this.store.changeAll(onMarket({ _id: listing._id }), deletion(new Date()));
    if (modified === 0) throw new NotFoundException('Listing not found');
    await this.events.emit(LISTING_WITHDRAWN, { listingIds: [listing._id] });
    await this.photos.discard(photoIds([listing]));
    if (caller.role === 'Admin')
      await this.audit.record(caller, {
        action: 'listing-removed',
        target: {
          kind: 'listing',
          id: listing._id,
          label: `${listing.brand} ${listing.name} of ${listing.sellerName}`,
        },
      });
  }

  /** Admin verified the seller: the listings show the tick too. */
  async markSellerVerified(sellerId: Types.ObjectId): Promise<void> {
    await this.store.changeAll({ seller: sellerId }, { $set: { isVerified: true } });
  }

  /**
   * Takes every listing of a seller off the market for good, as remove() does one; their photos go.
   * For an account that is deleted (by an admin, or its owner). Returns how many were taken off.
   */
  async removeAllOf(sellerId: Types.ObjectId): Promise<number> {
    const owned = notDeleted({ seller: sellerId });
    const [withPhotos, leaving] = await Promise.all([
      this.queries.withPhotos(owned),
      this.queries.idsOf(onMarket(owned)),
    ]);
    const { modified } = await this.store.changeAll(owned, deletion(new Date()));
    await this.events.emit(LISTING_WITHDRAWN, { listingIds: leaving });
    await this.photos.discard(photoIds(withPhotos));
    return modified;
  }

  /**
   * The seller is suspended: every car of theirs on the market and not held by a booking leaves it
   * (a held or paid car stays for its buyer to finish). Returns how many left.
   */
  async withdrawAllOf(sellerId: Types.ObjectId): Promise<number> {
    const forSale = onMarket({ seller: sellerId, isSold: false });
    const leaving = await this.queries.idsOf(forSale);
    const { modified } = await this.store.changeAll(forSale, {
      $set: { withdrawn: { at: new Date(), reason: 'suspended' as const } },
    });
    await this.events.emit(LISTING_WITHDRAWN, { listingIds: leaving });
    return modified;
  }

  /** The seller's name (a profile change) or contact (a closed account) on all of their listings. */
  async setSellerFacts(
    sellerId: Types.ObjectId,
    facts: Partial<Pick<Listing, 'sellerName' | 'seller_email' | 'phone'>>,
  ): Promise<void> {
    await this.store.changeAll({ seller: sellerId }, { $set: facts });
  }

  /** The listing if `caller` may edit it (its seller; admins too when `allowAdmin`), else 404/403. */
  async editable(id: string, caller: RegisteredUser, opts: { allowAdmin?: boolean } = {}): Promise<ListingRecord> {
    const listing = await this.queries.findById(id);
    if (!listing) throw new NotFoundException('Listing not found');
    if (opts.allowAdmin && caller.role === 'Admin') return listing;
    if (!listing.seller.equals(caller.userId)) throw new ForbiddenException('This listing belongs to another seller');
    return listing;
  }

  /** One of the caller's listings, on the market or sold elsewhere (a deleted one is gone). */
  private async owned(id: string, caller: RegisteredUser): Promise<ListingRecord> {
    const listing = await this.queries.findNotDeleted(id);
    if (!listing) throw new NotFoundException('Listing not found');
    if (!listing.seller.equals(caller.userId)) throw new ForbiddenException('This listing belongs to another seller');
    return listing;
  }
}

/**
 * The history entry of a new sale price: written into `set` for a listing stored without a
 * history, returned to $push otherwise. Null when the price does not change.
 */
function priceChange(
  listing: ListingRecord,
  price: number,
  at: Date,
  set: Record<string, unknown>,
): Record<string, unknown> | null {
  if (price === listing.sale_price) return null;
  if (!listing.priceHistory?.length) {
    set.priceHistory = [...historyOf(listing), { price, at }];
    return {};
  }
  return { priceHistory: { price, at } };
}

/** The optional fields PUT /listings/:id removes when sent as null. */
const REMOVABLE_FIELDS: readonly string[] = [...VEHICLE_FACTS, 'zip', 'minOffer'];

/** The update that deletes listings: withdrawn for good; the photos are no longer theirs (PhotosService.discard may take them). */
const deletion = (at: Date) => ({
  $set: { withdrawn: { at, reason: 'deleted' as const }, photos: [] },
  $unset: { givenImage: 1 },
});

const photoIds = (listings: Pick<ListingRecord, 'photos'>[]) =>
  listings.flatMap((l) => (l.photos ?? []).map((p) => p.id));

/** 400 unless `model` (when given) is one of the brand's catalogue. */
function checkModel(brand: string, model: string | undefined): void {
  const problem = model === undefined ? null : modelProblem(brand, model);
  if (problem) throw new BadRequestException([problem]);
}
