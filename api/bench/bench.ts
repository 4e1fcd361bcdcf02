// `npm run bench -w api`: autocannon against GET /categories and GET /category/:id (20 per page)
// with 1k, 10k and 100k listings, beside a bare node:http server answering the same JSON from
// memory in the same run. The API (compiled), embedded-mongo and the bare server each run in
// their own process; this process only generates load. BENCH_DURATION (s) sets each run's length.
import autocannon from 'autocannon';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import mongoose from 'mongoose';
import { startAuthEmulator, type AuthEmulator } from '../../tools/stack/src/auth-emulator';
import type { CannedResponse } from './bare-server';

const { MongoClient, ObjectId } = mongoose.mongo;
type Db = mongoose.mongo.Db;
type ObjectId = mongoose.mongo.ObjectId;

const SIZES = [1_000, 10_000, 100_000];
const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTIONS = 10;
const PAGE = '/category/1?limit=20';
const API_DIR = resolve(__dirname, '..');
const REPO_ROOT = resolve(API_DIR, '..');
const children: ChildProcess[] = [];

interface Measured {
  rps: number;
  p50: number;
  p99: number;
}

async function main(): Promise<void> {
  const emulator = await startAuthEmulator();
  try {
    const mongoUri = await startEmbeddedMongo();
    const apiUrl = await startApi(mongoUri, emulator);
    const bare = await startBareServer();
    const client = await MongoClient.connect(`${mongoUri}/carmarket_bench`);
    const db = client.db();
    const token = await registeredBuyer(apiUrl, emulator);
    const seller = await seedBasics(db);

    const rows: string[][] = [];
    const pageP50: number[] = [];
    let inserted = 0;
    for (const size of SIZES) {
      inserted += await insertListings(db, seller, inserted, size - inserted);
      const auth = { Authorization: `Bearer ${token}` };
      await bare.load([
        ['/categories', await capture(`${apiUrl}/categories`, {})],
        [PAGE, await capture(`${apiUrl}${PAGE}`, auth)],
      ]);
      for (const [label, path, headers] of [
        ['GET /categories', '/categories', {}],
        [`GET ${PAGE}`, PAGE, auth],
      ] as const) {
        const api = await measure(`${apiUrl}${path}`, headers);
        const baseline = await measure(`${bare.url}${path}`, {});
        if (path === PAGE) pageP50.push(api.p50);
        rows.push([size.toLocaleString('en-US'), label, ...format(api), ...format(baseline), (api.rps / baseline.rps).toFixed(2)]);
      }
    }
    await client.close();

    printTable(['listings', 'call', 'API req/s', 'API p50 ms', 'API p99 ms', 'bare req/s', 'bare p50 ms', 'bare p99 ms', 'API/bare req/s'], rows);
    const ratio = pageP50[pageP50.length - 1] / pageP50[0];
    console.log(`\ncategory page p50 at 100k / at 1k: ${pageP50[2]} ms / ${pageP50[0]} ms = ${ratio.toFixed(2)} (target <= 1.5) ${ratio <= 1.5 ? 'OK' : 'MISSED'}`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await emulator.stop();
  }
}

async function measure(url: string, headers: Record<string, string>): Promise<Measured> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }); // warm-up
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  if (!result.requests.total || result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${url}: ${result.requests.total} answered, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const format = (m: Measured) => [Math.round(m.rps).toString(), m.p50.toString(), m.p99.toString()];

async function capture(url: string, headers: Record<string, string>): Promise<CannedResponse> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const kept: Record<string, string> = {};
  for (const name of ['x-total-count', 'link']) {
    const value = response.headers.get(name);
    if (value) kept[name] = value;
  }
  return { body: await response.text(), headers: kept };
}

// ---- processes ----

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function startEmbeddedMongo(): Promise<string> {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'tools/embedded-mongo/bin/embedded-mongo.js'), '--port', '0', '--memory'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  for await (const chunk of child.stdout!) {
    output += chunk;
    const uri = /listening on (mongodb:\/\/\S+)/.exec(output)?.[1];
    if (uri) return uri;
  }
  throw new Error(`embedded-mongo exited: ${output}`);
}

async function startApi(mongoUri: string, emulator: AuthEmulator): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: API_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      MONGODB_URI: `${mongoUri}/carmarket_bench`,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      SEED_ON_START: 'false',
      PAYMENTS_SANDBOX: 'true',
      // The load comes from one client; the default per-client limit would answer 429.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error('the API exited during start-up');
    if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) return url;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not become healthy');
}

async function startBareServer(): Promise<{ url: string; load(routes: [string, CannedResponse][]): Promise<void> }> {
  const child = fork(join(__dirname, 'bare-server.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  children.push(child);
  const [{ port }] = (await once(child, 'message')) as [{ port: number }];
  return {
    url: `http://127.0.0.1:${port}`,
    load: async (routes) => {
      child.send({ routes });
      await once(child, 'message');
    },
  };
}

// ---- data ----

async function registeredBuyer(apiUrl: string, emulator: AuthEmulator): Promise<string> {
  const signUp = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'bench.buyer@carmarket.test', password: 'bench-pass-1', returnSecureToken: true }),
  });
  const { idToken } = (await signUp.json()) as { idToken: string };
  const registered = await fetch(`${apiUrl}/users`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Buyer', role: 'Buyer' }),
  });
  if (registered.status !== 201) throw new Error(`POST /users: ${registered.status}`);
  return idToken;
}

async function seedBasics(db: Db): Promise<{ _id: ObjectId; name: string; email: string }> {
  await db.collection('categories').insertMany([
    { category_id: 1, name: 'TESLA', image: '/static/categories/tesla.svg' },
    { category_id: 2, name: 'KIA', image: '/static/categories/kia.svg' },
    { category_id: 3, name: 'TOYOTA', image: '/static/categories/toyota.svg' },
  ]);
  const seller = { _id: new ObjectId(), name: 'Bench Motors', email: 'bench.seller@carmarket.test' };
  await db.collection('users').insertOne({ ...seller, uid: 'bench-seller', role: 'Seller', isVerified: true, disabled: false });
  return seller;
}

const MODELS = [
  ['Tesla', 'Model 3'], ['Kia', 'EV6'], ['Toyota', 'RAV4'],
  ['Tesla', 'Model Y'], ['Kia', 'Sportage'], ['Toyota', 'Camry'],
] as const;

async function insertListings(db: Db, seller: { _id: ObjectId; name: string; email: string }, from: number, count: number): Promise<number> {
  const start = Date.UTC(2022, 0, 1);
  for (let offset = 0; offset < count; offset += 5000) {
    const batch = Array.from({ length: Math.min(5000, count - offset) }, (_, i) => {
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
        condition: (['excellent', 'good', 'fair'] as const)[n % 3],
        desc: 'Benchmark listing with a description of ordinary length for a used car advertisement.',
        phone: '512-555-0100',
        seller_email: seller.email,
        sellerName: seller.name,
        seller: seller._id,
        isVerified: true,
        isSold: n % 10 === 0,
        isPaid: false,
        isReported: false,
        isAdvertised: false,
      };
    });
    await db.collection('listings').insertMany(batch, { ordered: false });
  }
  return count;
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`);
}

main().catch((error: unknown) => {
  for (const child of children) child.kill('SIGTERM');
  console.error(error);
  process.exit(1);
});
