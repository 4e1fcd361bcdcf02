/**
 * Throughput and latency through the official driver at 1k, 10k and 100k documents:
 * inserts, look-ups by an indexed field and by an unindexed one. Targets: an indexed
 * look-up at 100k documents takes at most twice as long (p50) as at 1k, and
 * `countDocuments` over 33k matching listings (of 100k) takes at most 30 ms (p50).
 *
 *   npm run bench -w tools/embedded-mongo
 */
import { promises as fs } from 'fs';
import { MongoClient, type Collection } from 'mongodb';
import os from 'os';
import path from 'path';
import { start } from '../src';

const SIZES = [1_000, 10_000, 100_000];
const TARGET_RATIO = 2;
const COUNT_TARGET_MS = 30;

interface Result {
  name: string;
  ops: number;
  seconds: number;
  p50: number;
  p99: number;
}

/** Runs `op` sequentially `count` times after as many warm-up runs (up to 500); latencies in ms. */
async function measure(name: string, count: number, op: (i: number) => Promise<unknown>): Promise<Result> {
  for (let i = 0; i < Math.min(500, count); i++) await op(i);
  const latencies: number[] = [];
  const begin = process.hrtime.bigint();
  for (let i = 0; i < count; i++) {
    const t0 = process.hrtime.bigint();
    await op(i);
    latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const seconds = Number(process.hrtime.bigint() - begin) / 1e9;
  latencies.sort((a, b) => a - b);
  const at = (q: number): number => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { name, ops: count, seconds, p50: at(0.5), p99: at(0.99) };
}

function print(result: Result): void {
  const rate = (result.ops / result.seconds).toFixed(0).padStart(8);
  console.log(
    `${result.name.padEnd(40)} ${rate} ops/s   p50 ${result.p50.toFixed(3).padStart(8)} ms   p99 ${result.p99.toFixed(3).padStart(8)} ms`,
  );
}

function car(i: number): Record<string, unknown> {
  return {
    email: `seller${i}@example.test`,
    plate: `P-${i}`,
    make: ['VW', 'BMW', 'Audi', 'Tesla'][i % 4],
    price: 1000 + ((i * 7919) % 90_000),
    createdAt: new Date(1_700_000_000_000 + i * 1000),
    tags: ['used', i % 2 ? 'diesel' : 'petrol'],
  };
}

async function fill(collection: Collection, count: number): Promise<Result> {
  const batch = 1000;
  const begin = process.hrtime.bigint();
  for (let from = 0; from < count; from += batch) {
    await collection.insertMany(Array.from({ length: Math.min(batch, count - from) }, (_, k) => car(from + k)));
  }
  const seconds = Number(process.hrtime.bigint() - begin) / 1e9;
  return { name: `insertMany (batches of ${batch})`, ops: count, seconds, p50: NaN, p99: NaN };
}

async function benchSize(client: MongoClient, size: number): Promise<Result> {
  console.log(`\n--- ${size.toLocaleString('en')} documents ---`);
  const collection = client.db(`bench_${size}`).collection('cars');
  await collection.createIndex({ email: 1 }, { unique: true });
  await collection.createIndex({ createdAt: -1 });
  const loaded = await fill(collection, size);
  console.log(`${loaded.name.padEnd(40)} ${(loaded.ops / loaded.seconds).toFixed(0).padStart(8)} docs/s`);

  const pick = (i: number): number => (i * 2_654_435_761) % size;
  const indexed = await measure('findOne by unique indexed field', 2000, (i) =>
    collection.findOne({ email: `seller${pick(i)}@example.test` }),
  );
  print(indexed);
  const ids = (await collection.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id);
  print(await measure('findOne by _id', 2000, (i) => collection.findOne({ _id: ids[pick(i)] })));
  const scans = Math.max(20, Math.min(500, Math.floor(2_000_000 / size)));
  print(
    await measure('findOne by unindexed field (scan)', scans, (i) => collection.findOne({ plate: `P-${pick(i)}` })),
  );
  print(
    await measure('page of 20 sorted by indexed createdAt', 1000, (i) =>
      collection
        .find({})
        .sort({ createdAt: -1 })
        .skip((i % 5) * 20)
        .limit(20)
        .toArray(),
    ),
  );
  print(
    await measure('page of 20 sorted by unindexed price', scans, (i) =>
      collection
        .find({})
        .sort({ price: -1 })
        .skip((i % 5) * 20)
        .limit(20)
        .toArray(),
    ),
  );
  let next = size; // warm-up and measured inserts each need a fresh unique email
  print(await measure('insertOne (indexed collection)', 1000, () => collection.insertOne(car(next++))));
  return indexed;
}

/**
 * Listings shaped like the API's (its category index), 100k of them in 3 categories:
 * `countDocuments` as the category page sends it, covered by the index, and with a
 * condition the index does not cover (each candidate document is tested, none copied).
 */
async function benchCounts(client: MongoClient): Promise<Result> {
  const size = 100_000;
  console.log(`\n--- counts, ${size.toLocaleString('en')} listings in 3 categories ---`);
  const listings = client.db('bench_counts').collection('listings');
  await listings.createIndex({ category_id: 1, poste_date: -1, _id: -1 });
  for (let from = 0; from < size; from += 1000) {
    await listings.insertMany(
      Array.from({ length: 1000 }, (_, k) => ({
        ...car(from + k),
        category_id: (from + k) % 3,
        isSold: (from + k) % 5 === 0,
        poste_date: new Date(1_700_000_000_000 + (from + k) * 1000),
      })),
    );
  }
  const matching = await listings.countDocuments({ category_id: 0 });
  const covered = await measure(`count over ${Math.round(matching / 1000)}k matching (index)`, 100, () =>
    listings.countDocuments({ category_id: 0 }),
  );
  print(covered);
  print(
    await measure('count, filter not covered by the index', 50, () =>
      listings.countDocuments({ category_id: 0, isSold: false }),
    ),
  );
  return covered;
}

async function benchJournaled(): Promise<void> {
  const dbpath = await fs.mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
  const server = await start({ port: 0, dbpath });
  const client = await MongoClient.connect(server.uri, { maxPoolSize: 16 });
  try {
    const collection = client.db('bench_journal').collection('cars');
    console.log('\n--- journaled (dbpath, fsync before every acknowledgement) ---');
    let next = 0;
    print(await measure('insertOne, one client at a time', 300, () => collection.insertOne(car(next++))));
    // 16 writers in parallel share fsyncs (group commit); latency is per round of 16 inserts.
    const parallel = await measure('', 100, () =>
      Promise.all(Array.from({ length: 16 }, () => collection.insertOne(car(next++)))),
    );
    print({ ...parallel, name: 'insertOne x16 concurrent (per round)', ops: parallel.ops * 16 });
  } finally {
    await client.close();
    await server.stop();
    await fs.rm(dbpath, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const server = await start({ port: 0, memory: true });
  const client = await MongoClient.connect(server.uri);
  console.log(`embedded-mongo bench (in memory unless noted), node ${process.version}, ${os.cpus().length} cpus`);
  const indexedBySize = new Map<number, Result>();
  let count: Result;
  try {
    for (const size of SIZES) indexedBySize.set(size, await benchSize(client, size));
    count = await benchCounts(client);
  } finally {
    await client.close();
    await server.stop();
  }
  await benchJournaled();

  const small = indexedBySize.get(SIZES[0]!)!.p50;
  const large = indexedBySize.get(SIZES[SIZES.length - 1]!)!.p50;
  const ratio = large / small;
  const verdict = ratio <= TARGET_RATIO ? 'PASS' : 'FAIL';
  console.log(
    `\nindexed look-up p50: ${small.toFixed(3)} ms at 1k, ${large.toFixed(3)} ms at 100k -> ratio ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}): ${verdict}`,
  );
  const countVerdict = count.p50 <= COUNT_TARGET_MS ? 'PASS' : 'FAIL';
  console.log(
    `count over 33k matching listings at 100k documents p50: ${count.p50.toFixed(3)} ms (target <= ${COUNT_TARGET_MS}): ${countVerdict}`,
  );
  if (verdict === 'FAIL' || countVerdict === 'FAIL') process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
