// Deal ratings of listings: finds a car's comparables through ListingComparables, rates
// the car with the estimator, and stores the rating with the listing (ListingComparables.setRating),
// so pages read a label and never fit. Re-rated when the listing is posted or edited, and by a
// periodic refresh (other cars coming and going move the expected price).
import { Injectable, Logger, NotFoundException, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Types } from 'mongoose';
import { ListingComparables, type ComparableCar } from '../listings/listing-comparables.service';
import { LISTING_WRITTEN, type ListingWritten } from '../listings/listing-events';
import { ListingQueries } from '../listings/listing-queries.service';
import type { ListingRating, ListingRecord } from '../listings/schemas/listing.schema';
import { MIN_COMPARABLES, rate, type CarToRate, type Comparable, type DealLabel } from './estimator';

/** Comparables: model years within this many of the car's. */
export const COMPARABLE_YEARS = 2;
/** Comparables: posted within this many days. */
export const COMPARABLE_DAYS = 180;
/** The newest this many comparables are fitted (bounds the work per car). */
const MAX_COMPARABLES = 300;
const REFRESH_INTERVAL_MS = 6 * 3_600_000;
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
export class PricingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PricingService.name);
  private refresh?: NodeJS.Timeout;

  constructor(
    private readonly listings: ListingComparables,
    private readonly queries: ListingQueries,
  ) {}

  /** A posted or edited listing is rated before its write answers. */
  @OnEvent(LISTING_WRITTEN)
  async onListingWritten({ listing }: ListingWritten): Promise<void> {
    await this.rateListing(listing);
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

  /** The rating of a price not saved yet (the seller's live price check): plain thresholds; `editing`, a listing left out of its own comparables. */
  async check(car: CarFacts, editing?: string): Promise<PriceAnalysis> {
    const { comparables, widened } = await this.comparablesOf(
      car,
      editing === undefined ? undefined : new Types.ObjectId(editing),
    );
    const { label, estimate } = rate(car, comparables);
    return {
      rating: { label, ...estimate, comparables: comparables.length, widened },
      car: { year: car.year, mileage: car.mileage, price: car.price },
      points: comparables,
    };
  }

  /** A listing's stored rating with its comparables' points; rated now if it never was. 404 for an unknown listing. */
  async analysis(id: string): Promise<PriceAnalysis> {
    const listing = await this.queries.findById(id);
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
  async rateListing(listing: ListingRecord, market?: ModelMarket): Promise<ListingRating> {
    const facts = factsOf(listing);
    const previous: DealLabel | undefined =
      listing.rating?.price === listing.sale_price ? listing.rating.label : undefined;
    let rating: ListingRating;
    if (!facts) {
      rating = { label: 'No rating', comparables: 0, widened: false, price: listing.sale_price, ratedAt: new Date() };
    } else {
      const { comparables, widened } = market
        ? await market.comparablesOf(facts, listing._id)
        : await this.comparablesOf(facts, listing._id);
      const { label, estimate } = rate(facts, comparables, previous);
      rating = {
        label,
        ...estimate,
        comparables: comparables.length,
        widened,
        price: listing.sale_price,
        ratedAt: new Date(),
      };
    }
    if (listing.rating && sameRating(listing.rating, rating)) return listing.rating;
    await this.listings.setRating(listing._id, rating);
    return rating;
  }

  /**
   * Re-rates every car for sale, a brand and model at a time: the model's comparables (and the
   * brand's, when a car needs widening) are read once for all its cars, not once per car.
   * Returns how many ratings changed.
   */
  async refreshAll(): Promise<number> {
    let changed = 0;
    const since = new Date(Date.now() - COMPARABLE_DAYS * DAY_MS);
    for (const { brandKey, model } of await this.listings.modelsForSale()) {
      const cars = await this.listings.forSaleOfModel(brandKey, model);
      const market = new ModelMarket(this.listings, brandKey, model, cars, since);
      for (const listing of cars) {
        if ((await this.rateListing(listing, market)) !== listing.rating) changed++;
      }
    }
    return changed;
  }

  /**
   * Same brand and model, model year within ±COMPARABLE_YEARS, posted in the last COMPARABLE_DAYS;
   * with fewer than MIN_COMPARABLES of the model, the brand's other models too (`widened`).
   */
  private async comparablesOf(
    car: CarFacts,
    excludeId?: Types.ObjectId,
  ): Promise<{ comparables: Comparable[]; widened: boolean }> {
    const query = {
      brand: car.brand,
      yearFrom: car.year - COMPARABLE_YEARS,
      yearTo: car.year + COMPARABLE_YEARS,
      postedSince: new Date(Date.now() - COMPARABLE_DAYS * DAY_MS),
      excludeId,
      limit: MAX_COMPARABLES,
    };
    const sameModel = await this.listings.comparableCars({ ...query, model: car.model });
    if (sameModel.length >= MIN_COMPARABLES) return pick(sameModel, null);
    return pick(sameModel, await this.listings.comparableCars(query));
  }
}

/** The comparables rule's last step: the model's when there are enough, else the brand's when they are more (widened). */
function pick(
  sameModel: ComparableCar[],
  brandWide: ComparableCar[] | null,
): { comparables: Comparable[]; widened: boolean } {
  if (brandWide && sameModel.length < MIN_COMPARABLES && brandWide.length > sameModel.length)
    return { comparables: brandWide.map(toComparable), widened: true };
  return { comparables: sameModel.map(toComparable), widened: false };
}

/**
 * The comparables of one brand and model's cars, read once for the refresh: the model's cars (and,
 * the first time a car needs widening, the brand's) over every model year the group's cars can
 * compare with, kept by model year, newest first. A car's comparables are then the newest
 * MAX_COMPARABLES of its ±COMPARABLE_YEARS, itself left out: what comparablesOf would read.
 */
export class ModelMarket {
  private sameModel?: Promise<Map<number, ComparableCar[]>>;
  private brandWide?: Promise<Map<number, ComparableCar[]>>;
  private readonly yearFrom: number;
  private readonly yearTo: number;

  constructor(
    private readonly listings: ListingComparables,
    private readonly brandKey: string,
    private readonly model: string | null,
    cars: ListingRecord[],
    private readonly since: Date,
  ) {
    const years = cars.flatMap((c) => (c.year == null ? [] : [c.year]));
    this.yearFrom = Math.min(...years) - COMPARABLE_YEARS;
    this.yearTo = Math.max(...years) + COMPARABLE_YEARS;
  }

  async comparablesOf(
    car: CarFacts,
    excludeId: Types.ObjectId,
  ): Promise<{ comparables: Comparable[]; widened: boolean }> {
    this.sameModel ??= this.read(this.model ?? undefined);
    const sameModel = newestOf(await this.sameModel, car.year, excludeId);
    if (sameModel.length >= MIN_COMPARABLES) return pick(sameModel, null);
    this.brandWide ??= this.read(undefined);
    return pick(sameModel, newestOf(await this.brandWide, car.year, excludeId));
  }

  private async read(model: string | undefined): Promise<Map<number, ComparableCar[]>> {
    const cars = await this.listings.comparableCars({
      brand: this.brandKey,
      model,
      yearFrom: this.yearFrom,
      yearTo: this.yearTo,
      postedSince: this.since,
    });
    const byYear = new Map<number, ComparableCar[]>();
    for (const car of cars) byYear.set(car.year!, [...(byYear.get(car.year!) ?? []), car]);
    return byYear;
  }
}

/** The newest MAX_COMPARABLES of the model years around `year`, `excludeId` left out: a merge of lists sorted newest first. */
function newestOf(byYear: Map<number, ComparableCar[]>, year: number, excludeId: Types.ObjectId): ComparableCar[] {
  const lists = [];
  for (let y = year - COMPARABLE_YEARS; y <= year + COMPARABLE_YEARS; y++) {
    const list = byYear.get(y);
    if (list?.length) lists.push({ list, at: 0 });
  }
  const out: ComparableCar[] = [];
  while (out.length < MAX_COMPARABLES) {
    let next: { list: ComparableCar[]; at: number } | null = null;
    for (const cursor of lists) {
      if (cursor.at < cursor.list.length && (!next || newer(cursor.list[cursor.at], next.list[next.at]))) next = cursor;
    }
    if (!next) break;
    const car = next.list[next.at++];
    if (!car._id.equals(excludeId)) out.push(car);
  }
  return out;
}

/** comparableCars' order: newest first. */
const newer = (a: ComparableCar, b: ComparableCar) =>
  new Date(a.poste_date).getTime() > new Date(b.poste_date).getTime();

/** The facts a rating needs, or null when the listing lacks any of them ("No rating"). */
function factsOf(l: ListingRecord): CarFacts | null {
  if (!l.model || l.year == null || l.mileage == null) return null;
  return { brand: l.brand, model: l.model, year: l.year, mileage: l.mileage, price: l.sale_price };
}

const toComparable = (c: ComparableCar): Comparable => ({
  listingId: c._id.toString(),
  year: c.year!,
  mileage: c.mileage!,
  price: c.sale_price,
  ...(c.withdrawn && { withdrawn: true as const }),
});

function sameRating(a: ListingRating, b: ListingRating): boolean {
  return (['label', 'expected', 'low', 'high', 'comparables', 'widened', 'price'] as const).every((k) => a[k] === b[k]);
}
