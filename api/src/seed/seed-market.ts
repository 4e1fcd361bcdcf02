// A believable market around the seeded cars, so deal ratings show on the seeded pages: for most
// models, six more cars of the same model priced by one market (year and mileage, a little noise),
// each seeded car placed against it as a chosen deal. Three seeded cars are left without enough
// comparables of their brand in their years, so "No rating" shows too (Model S, Sorento,
// Highlander). A separate extension, after the photos (it reuses theirs: nothing more is rendered)
// and before the ratings (which then rate every car at seed time).
import { seedZipOf } from './seed-zips';
import { Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import { ListingQueries } from '../listings/listing-queries.service';
import { ListingSeeding, type SeededListing } from '../listings/listing-seeding.service';
import type { Condition } from '../listings/schemas/listing.schema';
import type { SeedContext, SeedExtension } from './seed-extension';
import { SEED_LISTINGS, type SeedListing } from './seed.data';

const DAY_MS = 86_400_000;

/**
 * The seeded cars that get a market, with where the seeded car's price sits against it (its price
 * ÷ the market's): below 0.95 a deal, above 1.05 high. Market years never reach back into the
 * years of the three cars meant to stay unrated.
 */
const MARKETS: { car: string; deal: number; years: [number, number]; trims: string[] }[] = [
  {
    car: 'Model 3 Long Range',
    deal: 0.88,
    years: [0, 1],
    trims: ['Long Range', 'Performance', 'Standard Range Plus', 'Long Range AWD'],
  },
  { car: 'Model Y Performance', deal: 1.0, years: [0, 1], trims: ['Long Range', 'Performance', 'Standard'] },
  { car: 'EV6 GT-Line', deal: 0.8, years: [0, 1], trims: ['Wind', 'GT-Line', 'Light', 'GT'] },
  { car: 'Sportage Hybrid EX', deal: 1.1, years: [0, 1], trims: ['Hybrid LX', 'Hybrid EX', 'Hybrid SX Prestige'] },
  { car: 'Niro EV Wave', deal: 1.0, years: [0, 1], trims: ['EV Wind', 'EV Wave', 'Hybrid LX'] },
  {
    car: 'RAV4 Hybrid XLE',
    deal: 0.93,
    years: [0, 1],
    trims: ['Hybrid LE', 'Hybrid XLE', 'Hybrid Limited', 'XLE Premium'],
  },
  { car: 'Corolla Hatchback', deal: 1.2, years: [0, 1], trims: ['Hatchback SE', 'Hatchback XSE', 'LE', 'Nightshade'] },
];

/** Per market car: mileage as a share of the seeded car's, price noise, model-year step, days listed. */
const SPREAD = [
  { miles: 0.55, noise: 0.02, year: 1, daysAgo: 3 },
  { miles: 0.8, noise: -0.015, year: 0, daysAgo: 11 },
  { miles: 1.1, noise: 0.01, year: 0, daysAgo: 19 },
  { miles: 1.35, noise: -0.02, year: 0, daysAgo: 33 },
  { miles: 0.7, noise: 0.015, year: 1, daysAgo: 47 },
  { miles: 1.2, noise: 0, year: 0, daysAgo: 62 },
];
/** k$ per model year newer, as a share of the price; k$ per 10 000 miles more. */
const PER_YEAR = 0.06;
const PER_10K_MILES = 0.8;

const CONDITIONS: Condition[] = ['excellent', 'good', 'good', 'fair'];
const LOCATIONS = [
  'Austin, TX',
  'Seattle, WA',
  'Dallas, TX',
  'Portland, OR',
  'Houston, TX',
  'Tacoma, WA',
  'San Antonio, TX',
  'Spokane, WA',
];
const DESCRIPTIONS = [
  'One owner, full service history and two keys. Clean title, no accidents.',
  'Well kept with new tyres and brakes. Small scratch on the rear bumper.',
  'Highway miles mostly; interior like new, non-smoker, garage kept.',
  'Dealer maintained, recent inspection passed, all records available.',
];

export interface MarketCar extends Omit<SeedListing, 'image'> {
  /** The seeded car whose photos it shows (one of its brand and body, so nothing new is rendered). */
  photosOf: string;
}

const SEEDED_NAMES = SEED_LISTINGS.map((l) => l.name);
const marketId = (n: number) => `5eed0001000000000000${n.toString(16).padStart(4, '0')}`;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The market cars, in a fixed order with fixed ids: seeding twice adds nothing. */
export function marketCars(now = new Date()): MarketCar[] {
  return MARKETS.flatMap(({ car, deal, years, trims }, m) => {
    const core = SEED_LISTINGS.find((l) => l.name === car)!;
    const market = core.sale_price / deal;
    const lookalikes = SEED_LISTINGS.filter((l) => l.brand === core.brand && l.body === core.body);
    // A market car's name never holds a seeded car's name: buyers (and tests) find a seeded car by it.
    const freeTrims = trims.filter((trim) => !SEEDED_NAMES.some((name) => `${core.model} ${trim}`.includes(name)));
    return SPREAD.map((spread, i): MarketCar => {
      const n = m * SPREAD.length + i;
      const year = core.year! + Math.min(years[1], Math.max(years[0], spread.year));
      const mileage = Math.max(500, Math.round((core.mileage! * spread.miles) / 100) * 100);
      const fair = market * (1 + PER_YEAR * (year - core.year!)) - PER_10K_MILES * ((mileage - core.mileage!) / 10_000);
      const price = round1(fair * (1 + spread.noise));
      return {
        _id: marketId(n),
        seller: n % 3 === 0 ? 'newSeller' : 'seller',
        daysAgo: spread.daysAgo,
        name: `${core.model} ${freeTrims[i % freeTrims.length]}`,
        brand: core.brand,
        category_id: core.category_id,
        original_price: round1(price * 1.35),
        sale_price: price,
        used: Math.max(0, now.getUTCFullYear() - year),
        location: LOCATIONS[n % LOCATIONS.length],
        condition: CONDITIONS[n % CONDITIONS.length],
        desc: DESCRIPTIONS[n % DESCRIPTIONS.length],
        phone: core.phone,
        model: core.model,
        year,
        mileage,
        fuel: core.fuel,
        transmission: core.transmission,
        body: core.body,
        photosOf: lookalikes[n % lookalikes.length]._id,
      };
    });
  });
}

/** Two market cars cut their price last week, so the seeded pages show the "Price drop" badge. */
const DROPPED = new Set([marketId(1), marketId(20)]);

@Injectable()
export class SeedMarket implements SeedExtension {
  readonly name = 'market';
  private readonly logger = new Logger(SeedMarket.name);

  constructor(
    private readonly listings: ListingQueries,
    private readonly seeding: ListingSeeding,
  ) {}

  async seed({ accounts }: SeedContext): Promise<void> {
    const now = Date.now();
    const cars = marketCars(new Date(now));
    const donors = new Map(
      (
        await this.listings.findByIds([...new Set(cars.map((c) => c.photosOf))].map((id) => new Types.ObjectId(id)))
      ).map((l) => [l._id.toString(), l]),
    );
    await this.seeding.addMissing(
      cars.map(({ _id, seller: sellerKey, daysAgo, photosOf, ...fields }): SeededListing => {
        const seller = accounts[sellerKey];
        const donor = donors.get(photosOf);
        const drawing = SEED_LISTINGS.find((l) => l._id === photosOf)!.image;
        const posted = new Date(now - daysAgo * DAY_MS);
        return {
          ...fields,
          zip: seedZipOf(fields.location),
          _id: new Types.ObjectId(_id),
          poste_date: posted,
          seller: seller._id,
          sellerName: seller.name,
          seller_email: seller.email,
          isVerified: seller.isVerified,
          isAdvertised: false,
          isReported: false,
          // The lookalike's photos (content-addressed, shared), or its drawing when it has none.
          ...(donor?.photos.length
            ? { photos: donor.photos, image: donor.image, givenImage: drawing }
            : { image: drawing }),
          ...(DROPPED.has(_id) && {
            priceHistory: [
              { price: round1(fields.sale_price + 2), at: posted },
              { price: fields.sale_price, at: new Date(now - 4 * DAY_MS) },
            ],
          }),
        };
      }),
    );
    this.logger.log(`Seeded ${cars.length} market cars around ${MARKETS.length} seeded models`);
  }
}
