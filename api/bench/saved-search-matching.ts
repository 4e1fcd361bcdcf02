// The cost of posting a listing with 10,000 saved searches stored beside the cost with none (the
// seller's request must be no slower: matching runs in the background, decision 0050). Two API
// processes, one on a database with no saved searches and one with BENCH_SAVED_SEARCHES of them,
// are sent POST /add_product one request at a time, taking turns, so both meet the same load on
// the machine; then how long the loaded API took to match every posted listing (its queue empty).
import mongoose from 'mongoose';
import { criteriaOf } from '../src/saved-searches/saved-search-criteria';
import type { CategoryQueryDto } from '../src/listings/dto/category-query.dto';

const { MongoClient, ObjectId } = mongoose.mongo;
type Db = mongoose.mongo.Db;

const SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 10_000);
const POSTS = Number(process.env.BENCH_SAVED_SEARCH_POSTS ?? 40);
const FUELS = ['petrol', 'diesel', 'hybrid', 'electric'] as const;
const DRAIN_WAIT_MS = 5 * 60_000;

export interface PostingTarget {
  apiUrl: string;
  sellerToken: string;
  /** Its database (mongodb://…/name). */
  databaseUri: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};

/** Saved searches like people save: a category or the search page, a price band, sometimes a fuel or a word. */
async function insertSearches(db: Db, count: number): Promise<void> {
  const batch = [];
  for (let i = 0; i < count; i++) {
    const categoryId = i % 4 === 3 ? undefined : (i % 3) + 1;
    const minPrice = 5 + ((i * 7) % 80);
    const query: CategoryQueryDto = { minPrice, maxPrice: minPrice + 5 + (i % 11) };
    if (i % 5 === 0) query.fuel = FUELS[i % FUELS.length];
    if (i % 7 === 0) query.q = ['tesla', 'kia', 'camry', 'bench'][i % 4];
    batch.push({
      user: new ObjectId(),
      name: `Bench search ${i}`,
      path: `${categoryId ? `/category/${categoryId}` : '/search'}?minPrice=${minPrice}&maxPrice=${query.maxPrice}`,
      ...(categoryId && { categoryId }),
      query,
      criteria: criteriaOf({ categoryId }, query),
      matched: [],
      createdAt: new Date(),
    });
    if (batch.length === 1000) await db.collection('saved_searches').insertMany(batch.splice(0));
  }
  if (batch.length) await db.collection('saved_searches').insertMany(batch);
}

async function timedPost(target: PostingTarget, i: number): Promise<number> {
  const body = {
    name: `Bench Camry ${i}`,
    brand: 'Toyota',
    image: '/static/cars/sedan-red.svg',
    category_id: (i % 3) + 1,
    original_price: 40,
    sale_price: 20 + (i % 20),
    used: 2,
    location: 'Austin, TX',
    condition: 'good',
    desc: 'A bench car.',
    phone: '512-555-0100',
  };
  const start = performance.now();
  const res = await fetch(`${target.apiUrl}/add_product`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${target.sellerToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`POST /add_product answered ${res.status}`);
  return performance.now() - start;
}

/** Waits until the API has matched every queued listing (at most DRAIN_WAIT_MS); how long that took. */
async function queueDrained(databaseUri: string): Promise<number> {
  const client = await MongoClient.connect(databaseUri);
  const start = performance.now();
  try {
    while ((await client.db().collection('saved_search_jobs').countDocuments()) > 0) {
      if (performance.now() - start > DRAIN_WAIT_MS) throw new Error('saved-search jobs still queued after 5 min');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await client.close();
  }
  return Math.round(performance.now() - start);
}

export async function savedSearchMatching(none: PostingTarget, loaded: PostingTarget): Promise<void> {
  const client = await MongoClient.connect(loaded.databaseUri);
  try {
    await insertSearches(client.db(), SEARCHES);
  } finally {
    await client.close();
  }
  // A few posts each first: the first requests of a process compile its code.
  for (let i = 0; i < 5; i++) for (const target of [none, loaded]) await timedPost(target, i);
  const times = { none: [] as number[], loaded: [] as number[] };
  for (let i = 0; i < POSTS; i++) {
    // Taking turns, each going first every other time.
    const order =
      i % 2
        ? ([
            ['loaded', loaded],
            ['none', none],
          ] as const)
        : ([
            ['none', none],
            ['loaded', loaded],
          ] as const);
    for (const [which, target] of order) times[which].push(await timedPost(target, i));
  }
  const matchedWithin = await queueDrained(loaded.databaseUri);
  const p50 = { none: percentile(times.none, 50), loaded: percentile(times.loaded, 50) };
  const ratio = p50.loaded / p50.none;
  console.log(`\nPOST /add_product, one request at a time, ${POSTS} each, taking turns (ms):`);
  console.log(`  no saved searches:        p50 ${p50.none}, p95 ${percentile(times.none, 95)}`);
  console.log(
    `  ${SEARCHES.toLocaleString('en-US')} saved searches: p50 ${p50.loaded}, p95 ${percentile(times.loaded, 95)}`,
  );
  console.log(
    `  with ÷ without (p50): ${ratio.toFixed(2)} (target: no slower, <= 1.1) ${ratio <= 1.1 ? 'OK' : 'MISSED'}; ` +
      `every posted listing matched ${matchedWithin} ms after the last post answered`,
  );
}
