// What a listing looks like on the wire. The public view never carries the seller's e-mail or
// phone; only the seller's own listings and the admins' views include them.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DEAL_LABELS, type DealLabel } from '../pricing/estimator';
import { BODIES, FUELS, TRANSMISSIONS, type Body, type Fuel, type Transmission } from './facts/vehicle-facts';
import { COVER_WIDTH, photoSrcset, photoUrl } from './photo-urls';
import { roundedMiles } from '../common/zip-codes/zip-codes';
import { LISTING_STATUSES, listingStatus, type ListingStatus } from './listing-status';
import { daysOnMarket, historyOf, PRICE_DROP_DAYS, recentDrop } from './price-history';
import {
  CONDITIONS,
  type Condition,
  type ListingPhoto,
  type ListingRating,
  type ListingRecord,
} from './schemas/listing.schema';

/** A recent drop of a listing's sale price. */
export class PriceDropView {
  @ApiProperty({ description: 'k$, the price before' }) from: number;
  @ApiProperty({ description: 'k$, the price now' }) to: number;
  @ApiProperty({ description: 'ISO date-time of the drop' }) at: string;
}

/** One price a listing had, from `at` on. */
export class PricePointView {
  @ApiProperty({ description: 'k$' }) price: number;
  @ApiProperty({ description: 'ISO date-time' }) at: string;
}

export class ListingView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() brand: string;
  @ApiProperty({
    description:
      'http(s) URL, or a /static/... or /photos/... path served by this API (the cover photo when there are photos)',
  })
  image: string;
  @ApiProperty() category_id: number;
  @ApiProperty({ description: 'ISO date-time, set by the server' }) poste_date: string;
  @ApiProperty({ description: 'k$' }) original_price: number;
  @ApiProperty({ description: 'k$' }) sale_price: number;
  @ApiProperty({ description: 'years' }) used: number;
  @ApiProperty() location: string;
  @ApiPropertyOptional({ description: '5-digit US ZIP code where the car is; absent when the seller gave none' })
  zip?: string;
  @ApiPropertyOptional({
    description:
      "Whole miles from the buyer's zip of the query to the car's (as the crow flies); absent without either",
  })
  distanceMiles?: number;
  @ApiProperty({ enum: CONDITIONS, enumName: 'Condition' }) condition: Condition;
  @ApiProperty() desc: string;
  @ApiProperty() sellerName: string;
  @ApiProperty() isVerified: boolean;
  @ApiProperty() isSold: boolean;
  @ApiProperty() isPaid: boolean;
  @ApiProperty({
    enum: LISTING_STATUSES,
    enumName: 'ListingStatus',
    description:
      'The state in one word, worked out from isSold, isPaid and withdrawal: available, booked (held, unpaid), sold (paid), withdrawn (deleted or sold elsewhere)',
  })
  status: ListingStatus;
  @ApiProperty({
    description:
      "Public views: true only in the answer to the caller's own report (a visitor's own reports: GET /me/reports), so one report never marks the car for everyone. Owner and admin views: someone reported it and no admin has dismissed the reports.",
  })
  isReported: boolean;
  @ApiProperty() isAdvertised: boolean;
  // Vehicle facts: left out when the seller did not give them.
  @ApiPropertyOptional({ description: "One of the brand's models (GET /models?brand=)" }) model?: string;
  @ApiPropertyOptional({ description: 'Model year' }) year?: number;
  @ApiPropertyOptional({ description: 'miles' }) mileage?: number;
  @ApiPropertyOptional({ enum: FUELS, enumName: 'Fuel' }) fuel?: Fuel;
  @ApiPropertyOptional({ enum: TRANSMISSIONS, enumName: 'Transmission' }) transmission?: Transmission;
  @ApiPropertyOptional({ enum: BODIES, enumName: 'Body' }) body?: Body;
  @ApiPropertyOptional({
    enum: DEAL_LABELS,
    enumName: 'DealLabel',
    description: 'The deal badge; absent until the listing is first rated',
  })
  dealRating?: DealLabel;
  @ApiPropertyOptional({
    type: PriceDropView,
    description: `Present only when the last price change was a drop, within the last ${PRICE_DROP_DAYS} days`,
  })
  priceDrop?: PriceDropView;
}

/** A listing's stored deal rating (docs/decisions/0022-deal-rating.md). Prices in k$. */
export class PriceRatingView {
  @ApiProperty({ enum: DEAL_LABELS, enumName: 'DealLabel' }) label: DealLabel;
  @ApiPropertyOptional({ description: 'k$; absent with No rating' }) expected?: number;
  @ApiPropertyOptional({ description: 'k$, low end of the expected range' }) low?: number;
  @ApiPropertyOptional({ description: 'k$, high end of the expected range' }) high?: number;
  @ApiProperty({ description: 'Comparable cars the rating is based on' }) comparables: number;
  @ApiProperty({ description: "true: too few of this model, so the brand's other models were compared too" })
  widened: boolean;
}

export class PhotoView {
  @ApiProperty({ description: 'Content-addressed id' }) id: string;
  @ApiProperty({ description: 'pixels, of the largest variant' }) width: number;
  @ApiProperty({ description: 'pixels, of the largest variant' }) height: number;
  @ApiProperty({ example: '/photos/3f2a…/800.webp', description: 'Path on this API' }) src: string;
  @ApiProperty({ example: '/photos/3f2a…/320.webp 320w, /photos/3f2a…/800.webp 800w, /photos/3f2a…/1600.webp 1600w' })
  srcset: string;
}

/** Who sells a car, as anyone may see it: never an e-mail or phone. */
export class ListingSellerView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() isVerified: boolean;
  @ApiProperty({ description: 'ISO date-time the account was created' }) memberSince: string;
  @ApiProperty({ description: 'Listings of this seller not booked yet' }) activeListings: number;
  @ApiProperty({ description: "How many reviews the seller's buyers left (shown ones)" }) reviewCount: number;
  @ApiPropertyOptional({ description: 'Average stars, one decimal; absent without reviews' }) reviewAverage?: number;
}

/** GET /listings/:id: the card fields plus facts, photos and the seller block. */
export class ListingDetailView extends ListingView {
  @ApiPropertyOptional({ description: '17 characters, ISO 3779 check digit' }) vin?: string;
  @ApiProperty({ type: [PhotoView], description: 'Cover first' }) photos: PhotoView[];
  @ApiProperty({ type: ListingSellerView }) seller: ListingSellerView;
  @ApiPropertyOptional({ type: PriceRatingView, description: 'Absent until the listing is first rated' })
  rating?: PriceRatingView;
  @ApiProperty({
    type: [PricePointView],
    description: 'Every sale price it had, oldest first; the first is the listed price',
  })
  priceHistory: PricePointView[];
  @ApiProperty({ description: 'Whole days since it was posted' }) daysOnMarket: number;
}

/** A listing as its seller and the admins see it: with the seller's contact, VIN and photos. */
export class OwnerListingView extends ListingView {
  @ApiProperty({ description: "The seller's account id (the admins warn or suspend by it)" }) sellerId: string;
  @ApiProperty() phone: string;
  @ApiProperty() seller_email: string;
  @ApiPropertyOptional({ description: '17 characters, ISO 3779 check digit' }) vin?: string;
  @ApiProperty({ type: [PhotoView], description: 'Cover first' }) photos: PhotoView[];
  @ApiPropertyOptional({
    description: 'ISO date-time: the seller marked the car sold elsewhere (hidden from buyers; it can be relisted)',
  })
  soldElsewhereAt?: string;
  @ApiPropertyOptional({ description: "k$: the seller's private floor for offers (never in a buyer's view)" })
  minOffer?: number;
}

export class AdvertisementView {
  @ApiProperty() _id: string;
  @ApiProperty() image: string;
  @ApiProperty() category_id: number;
  @ApiProperty() name: string;
  @ApiProperty() desc: string;
  @ApiProperty({ description: 'Sale price, k$ (as on the cards)' }) sale_price: number;
}

export function toListingView(l: ListingRecord): ListingView {
  return {
    _id: l._id.toString(),
    name: l.name,
    brand: l.brand,
    image: l.image,
    category_id: l.category_id,
    poste_date: new Date(l.poste_date).toISOString(),
    original_price: l.original_price,
    sale_price: l.sale_price,
    used: l.used,
    location: l.location,
    ...(l.zip && { zip: l.zip }),
    condition: l.condition,
    desc: l.desc,
    sellerName: l.sellerName,
    isVerified: l.isVerified,
    isSold: l.isSold,
    isPaid: l.isPaid,
    status: listingStatus(l),
    // Whether anyone reported it is the admins' and the seller's to know (toOwnerListingView).
    isReported: false,
    isAdvertised: l.isAdvertised,
    ...factsOf(l),
    ...(l.rating && { dealRating: l.rating.label }),
    ...priceDropOf(l),
  };
}

/** The card of a list asked for from the buyer's `origin` ZIP: with the distance to the car's ZIP. */
export function toListingViewFrom(origin: string | undefined): (l: ListingRecord) => ListingView {
  return (l) => ({ ...toListingView(l), ...distanceOf(l, origin) });
}

function distanceOf(l: Pick<ListingRecord, 'zip'>, origin: string | undefined): Pick<ListingView, 'distanceMiles'> {
  return origin && l.zip ? { distanceMiles: roundedMiles(origin, l.zip) } : {};
}

function priceDropOf(l: ListingRecord): Pick<ListingView, 'priceDrop'> {
  const drop = recentDrop(l);
  return drop ? { priceDrop: { from: drop.from, to: drop.to, at: drop.at.toISOString() } } : {};
}

export function toPriceRatingView(r: Omit<ListingRating, 'price' | 'ratedAt'>): PriceRatingView {
  const { label, expected, low, high, comparables, widened } = r;
  return { label, ...(expected !== undefined && { expected, low, high }), comparables, widened };
}

/** The facts the listing has, and no keys for those it has not. */
function factsOf(l: ListingRecord): Pick<ListingView, 'model' | 'year' | 'mileage' | 'fuel' | 'transmission' | 'body'> {
  const { model, year, mileage, fuel, transmission, body } = l;
  return Object.fromEntries(
    Object.entries({ model, year, mileage, fuel, transmission, body }).filter(([, v]) => v !== undefined && v !== null),
  );
}

export function toPhotoView(p: ListingPhoto): PhotoView {
  return { id: p.id, width: p.width, height: p.height, src: photoUrl(p.id, COVER_WIDTH), srcset: photoSrcset(p.id) };
}

const vinOf = (l: ListingRecord) => (l.vin ? { vin: l.vin } : {});

export function toListingDetailView(l: ListingRecord, seller: ListingSellerView, origin?: string): ListingDetailView {
  return {
    ...toListingView(l),
    ...distanceOf(l, origin),
    ...vinOf(l),
    photos: (l.photos ?? []).map(toPhotoView),
    seller,
    ...(l.rating && { rating: toPriceRatingView(l.rating) }),
    priceHistory: historyOf(l).map((p) => ({ price: p.price, at: new Date(p.at).toISOString() })),
    daysOnMarket: daysOnMarket(l),
  };
}

export function toOwnerListingView(l: ListingRecord): OwnerListingView {
  return {
    ...toListingView(l),
    isReported: l.isReported,
    sellerId: l.seller.toString(),
    phone: l.phone,
    seller_email: l.seller_email,
    ...vinOf(l),
    photos: (l.photos ?? []).map(toPhotoView),
    ...(l.withdrawn?.reason === 'sold-elsewhere' && { soldElsewhereAt: new Date(l.withdrawn.at).toISOString() }),
    ...(l.minOffer !== undefined && { minOffer: l.minOffer }),
  };
}

export function toAdvertisementView(l: ListingRecord): AdvertisementView {
  return {
    _id: l._id.toString(),
    image: l.image,
    category_id: l.category_id,
    name: l.name,
    desc: l.desc,
    sale_price: l.sale_price,
  };
}

export class FacetCountView {
  @ApiProperty({ description: 'The value as text (a year, a model, a fuel, or a mileage "up to" step)' }) value: string;
  @ApiProperty({ description: 'Listings matching this value and every other filter' }) count: number;
}

/** GET /search/suggestion. */
export class SearchSuggestionView {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The words with a misspelt brand or model in the catalogue spelling ("Corolla"), or null',
  })
  suggestion: string | null;
}

/** GET /category/:id/facets, GET /search/facets: each facet follows every filter but its own. */
export class FacetsView {
  @ApiProperty({ type: [FacetCountView], description: 'Models given, alphabetically' }) model: FacetCountView[];
  @ApiProperty({ type: [FacetCountView], description: 'Model years given, newest first' }) year: FacetCountView[];
  @ApiProperty({ type: [FacetCountView], description: 'Every fuel, in a fixed order (0 included)' })
  fuel: FacetCountView[];
  @ApiProperty({ type: [FacetCountView], description: 'Every transmission (0 included)' })
  transmission: FacetCountView[];
  @ApiProperty({ type: [FacetCountView], description: 'Every body style (0 included)' }) body: FacetCountView[];
  @ApiProperty({ type: [FacetCountView], description: '"Up to" steps in miles with cumulative counts' })
  mileage: FacetCountView[];
}
