// Deal ratings of listings (issue 14): finds a car's comparables through ListingsService, rates
// the car with the estimator, and stores the rating with the listing (ListingsService.setRating),
// so pages read a label and never fit. Re-rated when the listing is posted or edited, and by a
// periodic refresh (other cars coming and going move the expected price).
import { Injectable, Logger, NotFoundException, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Types } from 'mongoose';
import { ListingsService, type ComparableCar } from '../listings/listings.service';
import type { ListingRating, ListingRecord } from '../listings/schemas/listing.schema';
import { MIN_COMPARABLES, rate, type CarToRate, type Comparable, type DealLabel } from './estimator';

/** Comparables: model years within this many of the car's. */
export const COMPARABLE_YEARS = 2;
/** Comparables: posted within this many days. */
export const COMPARABLE_DAYS = 180;
/** The newest this many comparables are fitted (bounds the work per car). */
const MAX_COMPARABLES = 300;
const REFRESH_INTERVAL_MS = 6 * 3_600_000;
const REFRESH_BATCH = 200;
const DAY_MS = 86_400_000;

/** The car a rating is for: a listing's facts, or what a seller is typing into the form. */
export interface CarFacts extends CarToRate {
  brand: string;
  model: string;
}

export interface PriceAnalysis {
  rating: Omit<ListingRating, 'ratedAt' | 'price'>;
  car: { year?: number; mileage?: number; price: number };
  points: Comparable[];
}

@Injectable()
export class PricingService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PricingService.name);
  private refresh?: NodeJS.Timeout;

  constructor(private readonly listings: ListingsService) {}

  onModuleInit(): void {
    this.listings.onListingWritten(async (listing) => {
      await this.rateListing(listing);
    });
  }

  onApplicationBootstrap(): void {
    this.refresh = setInterval(() => {
      this.refreshAll().catch((error: unknown) => this.logger.error(`Rating refresh failed: ${String(error)}`));
    }, REFRESH_INTERVAL_MS);
    this.refresh.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.refresh);
  }

  /** The rating of a car not listed yet (the seller's live price check): plain thresholds. */
  async check(car: CarFacts): Promise<PriceAnalysis> {
    const { comparables, widened } = await this.comparablesOf(car);
    const { label, estimate } = rate(car, comparables);
    return {
      rating: { label, ...estimate, comparables: comparables.length, widened },
      car: { year: car.year, mileage: car.mileage, price: car.price },
      points: comparables,
    };
  }

  /** A listing's stored rating with its comparables' points; rated now if it never was. 404 for an unknown listing. */
  async analysis(id: string): Promise<PriceAnalysis> {
    const listing = await this.listings.findById(id);
    if (!listing) throw new NotFoundException('Listing not found');
    const facts = factsOf(listing);
    const points = facts ? (await this.comparablesOf(facts, listing._id)).comparables : [];
    const { ratedAt: _ratedAt, price: _price, ...rating } = listing.rating ?? (await this.rateListing(listing));
    return { rating, car: { year: listing.year, mileage: listing.mileage, price: listing.sale_price }, points };
  }

  /**
   * Rates a listing and stores the rating when it changed (so running it again changes nothing).
   * The stored label is held within the hysteresis margin while the seller's price is the one rated.
   */
  async rateListing(listing: ListingRecord): Promise<ListingRating> {
    const facts = factsOf(listing);
    const previous: DealLabel | undefined = listing.rating?.price === listing.sale_price ? listing.rating.label : undefined;
    let rating: ListingRating;
    if (!facts) {
      rating = { label: 'No rating', comparables: 0, widened: false, price: listing.sale_price, ratedAt: new Date() };
    } else {
      const { comparables, widened } = await this.comparablesOf(facts, listing._id);
      const { label, estimate } = rate(facts, comparables, previous);
      rating = { label, ...estimate, comparables: comparables.length, widened, price: listing.sale_price, ratedAt: new Date() };
    }
    if (listing.rating && sameRating(listing.rating, rating)) return listing.rating;
    await this.listings.setRating(listing._id, rating);
    return rating;
  }

  /** Re-rates every car for sale, a batch at a time; returns how many ratings changed. */
  async refreshAll(): Promise<number> {
    let changed = 0;
    let after: Types.ObjectId | null = null;
    for (;;) {
      const batch = await this.listings.availableAfter(after, REFRESH_BATCH);
      for (const listing of batch) {
        if ((await this.rateListing(listing)) !== listing.rating) changed++;
      }
      if (batch.length < REFRESH_BATCH) return changed;
      after = batch[batch.length - 1]._id;
    }
  }

  /**
   * Same brand and model, model year within ±COMPARABLE_YEARS, posted in the last COMPARABLE_DAYS;
   * with fewer than MIN_COMPARABLES of the model, the brand's other models too (`widened`).
   */
  private async comparablesOf(car: CarFacts, excludeId?: Types.ObjectId): Promise<{ comparables: Comparable[]; widened: boolean }> {
    const query = {
      brand: car.brand,
      yearFrom: car.year - COMPARABLE_YEARS,
      yearTo: car.year + COMPARABLE_YEARS,
      postedSince: new Date(Date.now() - COMPARABLE_DAYS * DAY_MS),
      excludeId,
      limit: MAX_COMPARABLES,
    };
    const sameModel = await this.listings.comparableCars({ ...query, model: car.model });
    if (sameModel.length >= MIN_COMPARABLES) return { comparables: sameModel.map(toComparable), widened: false };
    const brandWide = await this.listings.comparableCars(query);
    return brandWide.length > sameModel.length
      ? { comparables: brandWide.map(toComparable), widened: true }
      : { comparables: sameModel.map(toComparable), widened: false };
  }
}

/** The facts a rating needs, or null when the listing lacks any of them ("No rating"). */
function factsOf(l: ListingRecord): CarFacts | null {
  if (!l.model || l.year == null || l.mileage == null) return null;
  return { brand: l.brand, model: l.model, year: l.year, mileage: l.mileage, price: l.sale_price };
}

const toComparable = (c: ComparableCar): Comparable => ({ listingId: c._id.toString(), year: c.year!, mileage: c.mileage!, price: c.sale_price });

function sameRating(a: ListingRating, b: ListingRating): boolean {
  return (['label', 'expected', 'low', 'high', 'comparables', 'widened', 'price'] as const).every((k) => a[k] === b[k]);
}
