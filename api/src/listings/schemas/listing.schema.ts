import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, type Types } from 'mongoose';
import { User } from '../../users/schemas/user.schema';
import { OUTBOX_PROP, type OutboxEntry } from '../../notifications/outbox';
import { DEAL_LABELS, type DealLabel } from '../../pricing/estimator';
import { storedKeysOf } from '../listing-sort-keys';
import { WITHDRAWAL_REASONS, type WithdrawalReason } from '../listing-visibility';
import { BODIES, FUELS, TRANSMISSIONS, type Body, type Fuel, type Transmission } from '../facts/vehicle-facts';

export const CONDITIONS = ['excellent', 'good', 'fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** A photo of a listing as stored by PhotosService (content-addressed id; size of the largest variant). */
@Schema({ _id: false, versionKey: false })
export class ListingPhoto {
  @Prop({ required: true }) id: string;
  @Prop({ required: true }) width: number;
  @Prop({ required: true }) height: number;
}
const ListingPhotoSchema = SchemaFactory.createForClass(ListingPhoto);

/** The stored deal rating (api/src/pricing), written only through ListingComparables.setRating. Prices in k$. */
@Schema({ _id: false, versionKey: false })
export class ListingRating {
  @Prop({ type: String, required: true, enum: DEAL_LABELS }) label: DealLabel;
  /** Absent with "No rating". */
  @Prop({ type: Number }) expected?: number;
  @Prop({ type: Number }) low?: number;
  @Prop({ type: Number }) high?: number;
  @Prop({ required: true }) comparables: number;
  /** The comparables are the brand's other models too (too few of this model). */
  @Prop({ required: true }) widened: boolean;
  /** The sale price rated: the label is held (hysteresis) only while the seller's price stays this. */
  @Prop({ required: true }) price: number;
  @Prop({ type: Date, required: true }) ratedAt: Date;
}
const ListingRatingSchema = SchemaFactory.createForClass(ListingRating);

/** One price a listing had from `at` on (price-history.ts). k$. */
@Schema({ _id: false, versionKey: false })
export class PriceChange {
  @Prop({ required: true, min: 0 }) price: number;
  @Prop({ type: Date, required: true }) at: Date;
}
const PriceChangeSchema = SchemaFactory.createForClass(PriceChange);

/** Why and when a listing left the market (listing-visibility.ts); the document and its facts stay. */
@Schema({ _id: false, versionKey: false })
export class ListingWithdrawal {
  @Prop({ type: Date, required: true }) at: Date;
  @Prop({ type: String, required: true, enum: WITHDRAWAL_REASONS }) reason: WithdrawalReason;
}
const ListingWithdrawalSchema = SchemaFactory.createForClass(ListingWithdrawal);

/** A car for sale (docs/architecture.md §5 "listings"; wire field names kept). Prices in k$. */
@Schema({ collection: 'listings', versionKey: false })
export class Listing {
  @Prop({ required: true, trim: true }) name: string;
  @Prop({ required: true, trim: true }) brand: string;
  @Prop({ required: true }) image: string;
  @Prop({ required: true, min: 1 }) category_id: number;
  /** Set by the server when the listing is posted. */
  @Prop({ type: Date, required: true, default: () => new Date() }) poste_date: Date;
  /**
   * The last write to this one listing (ListingStore: posting, its seller's edits and photos, booking,
   * withdrawal, relisting); bulk bookkeeping (ratings, seller-wide facts, payments) leaves it. A
   * listing stored before it was kept has none: its posting date stands in (the sitemap's lastmod).
   */
  @Prop({ type: Date }) updatedAt?: Date;
  @Prop({ required: true, min: 0 }) original_price: number;
  @Prop({ required: true, min: 0 }) sale_price: number;
  /** Years used. */
  @Prop({ required: true, min: 0 }) used: number;
  @Prop({ required: true, trim: true }) location: string;
  /** 5-digit US ZIP code where the car is (optional: released seller remotes do not send it). */
  @Prop({ type: String }) zip?: string;
  @Prop({ type: String, required: true, enum: CONDITIONS }) condition: Condition;
  @Prop({ required: true }) desc: string;
  /** Seller contact: only for the listing's seller and admins (buyers see it on their booking). */
  @Prop({ required: true }) phone: string;
  @Prop({ required: true, lowercase: true }) seller_email: string;
  @Prop({ required: true }) sellerName: string;
  /** The owning seller; every ownership check compares against this. */
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: User.name, required: true }) seller: Types.ObjectId;
  /** Mirrors the seller's verification (set at posting, and by PUT /verify/:id). */
  @Prop({ default: false }) isVerified: boolean;
  /** Booked: held and paid are written only by ListingHolds (hold, release, markPaid). */
  @Prop({ default: false }) isSold: boolean;
  @Prop({ default: false }) isPaid: boolean;
  /** When the current hold was taken: lets the reconciliation sweep tell a fresh hold from an orphaned one. */
  @Prop({ type: Date }) heldAt?: Date;
  @Prop({ default: false }) isReported: boolean;
  /** When its latest report came: the moderation queue's order. */
  @Prop({ type: Date }) lastReportedAt?: Date;
  @Prop({ default: false }) isAdvertised: boolean;

  // Vehicle facts, all optional; the rules live in ../facts.
  @Prop({ type: String }) model?: string;
  @Prop({ type: Number }) year?: number;
  /** Miles. */
  @Prop({ type: Number }) mileage?: number;
  @Prop({ type: String, enum: FUELS }) fuel?: Fuel;
  @Prop({ type: String, enum: TRANSMISSIONS }) transmission?: Transmission;
  @Prop({ type: String, enum: BODIES }) body?: Body;
  @Prop({ type: String }) vin?: string;

  /** Uploaded photos, cover first. While there are any, `image` is the cover's URL. */
  @Prop({ type: [ListingPhotoSchema], default: [] }) photos: ListingPhoto[];
  /** The image URL the seller gave, kept while photos cover it: the card shows it again once the last photo goes. */
  @Prop({ type: String }) givenImage?: string;

  /** Every sale price it had, oldest first, the listed price first; appended in the update that changes the price. */
  @Prop({ type: [PriceChangeSchema], default: undefined }) priceHistory?: PriceChange[];

  /** k$: offers below it are declined at once (api/src/offers). Private to the seller: no buyer's view carries it. */
  @Prop({ type: Number }) minOffer?: number;

  /** Notifications decided with a change of the listing (a price drop to its wish-listers), until dispatched. */
  @Prop(OUTBOX_PROP) outbox?: OutboxEntry[];

  /** The deal rating, kept current by the pricing service: pages read it, they never fit. */
  @Prop({ type: ListingRatingSchema }) rating?: ListingRating;

  // Stored keys (listing-sort-keys.ts): kept by every write of the facts and rating they derive from.
  /** The brand as matched (lower case): pricing finds comparables by it. */
  @Prop({ type: String }) brandKey?: string;
  @Prop({ type: Number }) mileageKey?: number;
  @Prop({ type: Number }) yearKey?: number;
  @Prop({ type: Number }) dealKey?: number;
  @Prop({ type: String }) zipKey?: string;
  /** The words a search finds it by (search-tokens.ts). */
  @Prop({ type: [String], default: undefined }) searchTokens?: string[];

  /** Set when the listing leaves the market; absent while it is on it (no public read shows it then). */
  @Prop({ type: ListingWithdrawalSchema, default: undefined }) withdrawn?: ListingWithdrawal;
}

export type ListingRecord = Listing & { _id: Types.ObjectId };
export const ListingSchema = SchemaFactory.createForClass(Listing);

// A listing created through the model (posting, tests) gets its sort keys and the first entry of
// its price history here; updates write them explicitly.
ListingSchema.pre('validate', function (this: Listing) {
  Object.assign(this, storedKeysOf(this));
  if (!this.priceHistory?.length) this.priceHistory = [{ price: this.sale_price, at: this.poste_date }];
});

// One index per query shape: category pages and search in each sort order (newest, filtered by
// availability, by price, by mileage, by year, by deal; the facts filter while the index supplies
// the order), a seller's listings, the advertisement strip, the admins' reported list, the hold
// reconciliation.
ListingSchema.index({ category_id: 1, poste_date: -1, _id: -1 });
ListingSchema.index({ category_id: 1, isSold: 1, poste_date: -1, _id: -1 });
ListingSchema.index({ category_id: 1, sale_price: 1, _id: 1 });
ListingSchema.index({ category_id: 1, mileageKey: 1, _id: 1 });
ListingSchema.index({ category_id: 1, yearKey: -1, _id: -1 });
ListingSchema.index({ category_id: 1, dealKey: 1, _id: 1 });
ListingSchema.index({ poste_date: -1, _id: -1 });
ListingSchema.index({ sale_price: 1, _id: 1 });
ListingSchema.index({ mileageKey: 1, _id: 1 });
ListingSchema.index({ yearKey: -1, _id: -1 });
ListingSchema.index({ dealKey: 1, _id: 1 });
// Distance lists (listing-distance-page.ts): a radius is the ZIPs within it; nearest first walks
// them one ZIP at a time, in _id order within each.
ListingSchema.index({ category_id: 1, zipKey: 1, _id: 1 });
ListingSchema.index({ zipKey: 1, _id: 1 });
ListingSchema.index({ seller: 1, poste_date: -1 });
ListingSchema.index({ isAdvertised: 1, isSold: 1, poste_date: -1 });
ListingSchema.index({ isReported: 1, lastReportedAt: -1, _id: -1 });
ListingSchema.index({ isSold: 1, isPaid: 1, heldAt: 1 });
// Search by words (search-tokens.ts): a word pins the walk, newest first, in a category or in all.
ListingSchema.index({ category_id: 1, searchTokens: 1, poste_date: -1, _id: -1 });
ListingSchema.index({ searchTokens: 1, poste_date: -1, _id: -1 });
// Comparables (pricing): the newest of a brand's model, or of the brand.
ListingSchema.index({ brandKey: 1, model: 1, poste_date: -1 });
ListingSchema.index({ brandKey: 1, poste_date: -1 });
// The outbox sweep finds listings with pending notifications.
ListingSchema.index({ 'outbox._id': 1 }, { sparse: true });
// Which listings still show a photo (PhotosService.discard keeps bytes another listing shows).
ListingSchema.index({ 'photos.id': 1 });
