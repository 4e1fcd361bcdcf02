// The bench's listings, written straight into the database the API reads: the categories and a
// seller, then any number of cars with believable, varied vehicle facts, prices and ZIP codes.
// Shared by the API's bench and the render server's (shell/bench/render-server.ts).
import mongoose from 'mongoose';
import { storedKeysOf } from '../src/listings/listing-sort-keys';
import { zipsWithin } from '../src/common/zip-codes/zip-codes';
import { GENERATIONS_COLLECTION, LISTINGS_GENERATION } from '../src/listings/listing-generation';

const { ObjectId } = mongoose.mongo;
type Db = mongoose.mongo.Db;
type ObjectId = mongoose.mongo.ObjectId;

/** The bench cars' ZIPs: every ZIP within 500 miles of Austin, nearest first. */
const BENCH_ZIPS = zipsWithin('78701', 500);

export interface BenchSeller {
  _id: ObjectId;
  name: string;
  email: string;
}

export async function seedBasics(db: Db): Promise<BenchSeller> {
  await db.collection('categories').insertMany([
    { category_id: 1, name: 'TESLA', image: '/static/categories/tesla.svg' },
    { category_id: 2, name: 'KIA', image: '/static/categories/kia.svg' },
    { category_id: 3, name: 'TOYOTA', image: '/static/categories/toyota.svg' },
  ]);
  return benchSeller(db);
}

/** The verified seller of the bench's cars, as a user of the database. */
export async function benchSeller(db: Db): Promise<BenchSeller> {
  const seller = { _id: new ObjectId(), name: 'Bench Motors', email: 'bench.seller@carmarket.test' };
  await db
    .collection('users')
    .insertOne({ ...seller, uid: 'bench-seller', role: 'Seller', isVerified: true, disabled: false });
  return seller;
}

export const MODELS = [
  ['Tesla', 'Model 3'],
  ['Kia', 'EV6'],
  ['Toyota', 'RAV4'],
  ['Tesla', 'Model Y'],
  ['Kia', 'Sportage'],
  ['Toyota', 'Camry'],
] as const;

/** Listings per insertMany: a busy server answers each within the driver's monitor timeout. */
const INSERT_BATCH = 1000;
/** Tries of one batch: on a shared, loaded machine a batch may time out once and go through the next time. */
const INSERT_TRIES = 5;
const DUPLICATE_KEY = 11000;

/**
 * Inserts one batch of cars, trying again after a timeout. The driver gives each car its _id in `batch` on the first
 * try, so a retry after a partial write writes each car once: the ones already there only answer "duplicate key".
 */
async function insertBatch(db: Db, batch: object[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.collection('listings').insertMany(batch, { ordered: false });
      return;
    } catch (error) {
      const writeErrors = (error as { writeErrors?: { code?: number }[] }).writeErrors;
      if (writeErrors?.length && writeErrors.every((e) => e.code === DUPLICATE_KEY)) return;
      if (attempt >= INSERT_TRIES) throw error;
      console.warn(`insert of ${batch.length} bench cars failed (${(error as Error).message}); try ${attempt + 1}`);
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

/** Inserts `count` cars numbered from `from`; returns `count`. */
export async function insertListings(
  db: Db,
  seller: BenchSeller,
  from: number,
  count: number,
  now = Date.now(),
): Promise<number> {
  // Posted over the last ~700 days, so about a quarter count as comparables (posted in the last 180).
  const start = now - 1_000_000 * 60_000;
  for (let offset = 0; offset < count; offset += INSERT_BATCH) {
    const batch = Array.from({ length: Math.min(INSERT_BATCH, count - offset) }, (_, i) => {
      const n = from + offset + i;
      const [brand, model] = MODELS[n % MODELS.length];
      return {
        name: `${model} #${n}`,
        brand,
        image: '/static/cars/sedan-red.svg',
        category_id: (n % 3) + 1,
        poste_date: new Date(start + ((n * 7919) % 1_000_000) * 60_000),
        original_price: 30 + (n % 50),
        sale_price: 20 + (n % 40),
        used: n % 10,
        location: 'Austin, TX',
        zip: BENCH_ZIPS[(n * 7919) % BENCH_ZIPS.length],
        condition: (['excellent', 'good', 'fair'] as const)[n % 3],
        desc: 'Benchmark listing with a description of ordinary length for a used car advertisement.',
        phone: '512-555-0100',
        seller_email: seller.email,
        sellerName: seller.name,
        seller: seller._id,
        isVerified: true,
        // Sold cars are paid ones: an unpaid hold with no booking is an orphan the hold sweep frees,
        // and each car it freed dropped every cached count mid-measurement.
        isSold: n % 10 === 0,
        isPaid: n % 10 === 0,
        isReported: false,
        isAdvertised: false,
        ...benchFacts(brand, model, n),
        photos: [],
      };
    }).map((listing) => ({ ...listing, ...storedKeysOf(listing) }));
    await insertBatch(db, batch);
  }
  // Written behind the API's back, so tell every process its cached counts are stale, as any write
  // made outside the API must (else the 1-process API kept the 1k count at 100k).
  await db
    .collection<{ _id: string; n: number }>(GENERATIONS_COLLECTION)
    .updateOne({ _id: LISTINGS_GENERATION }, { $inc: { n: 1 } }, { upsert: true });
  return count;
}

/** Believable, varied vehicle facts, so the facet counts have values to count. */
function benchFacts(brand: string, model: string, n: number) {
  return {
    model,
    year: 2012 + (n % 13),
    mileage: (n * 7919) % 180_000,
    fuel: brand === 'Tesla' ? 'electric' : (['petrol', 'hybrid', 'diesel', 'electric'] as const)[n % 4],
    transmission: n % 7 === 0 ? 'manual' : 'automatic',
    body: (['sedan', 'suv', 'hatchback', 'coupe', 'pickup', 'van', 'wagon'] as const)[n % 7],
  };
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`);
}
