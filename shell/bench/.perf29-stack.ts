// scratch (not committed): the production stack with 100k listings, kept up for manual wrk runs.
import mongoose from 'mongoose';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '@carmarket/stack';
import { benchSeller, insertListings } from '../../api/bench/bench-listings';
import { BENCH_API_ENV } from './render-server';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'perf29-stack-'));
  const stack = await startStack({ dataDir, freePortsByDefault: true, env: { ...process.env, ...BENCH_API_ENV }, onProgress: (m) => console.log(m) });
  const client = await mongoose.mongo.MongoClient.connect(stack.urls.mongo);
  const db = client.db();
  await insertListings(db, await benchSeller(db), 0, 100_000);
  const car = await db.collection('listings').findOne({ category_id: 1 }, { sort: { poste_date: -1 } });
  await client.close();
  const info = { ...stack.urls, render: stack.renderUrl, car: car!._id.toString(), ports: stack.ports, logDir: stack.logDir };
  writeFileSync('/tmp/perf29/stack.json', JSON.stringify(info, null, 2));
  console.log('READY', JSON.stringify(info));
  for (const s of ['SIGINT', 'SIGTERM'] as const) process.on(s, () => stack.stop().then(() => process.exit(0)));
  await stack.failure.then((e) => console.error('FAILURE', e.message));
}
main().catch((e) => { console.error(e); process.exit(1); });
