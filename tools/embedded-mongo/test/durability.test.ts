/** Durability of a dbpath-backed server: kill -9, torn journal tails, compaction, locking. */
import { spawn } from 'child_process';
import { promises as fs } from 'fs';
import { MongoClient, MongoServerError } from 'mongodb';
import os from 'os';
import path from 'path';
import { start } from '../src';

// Every acknowledged write waits for an fsync; on a busy shared disk that takes a while.
jest.setTimeout(30_000);

let dbpath: string;

beforeEach(async () => {
  dbpath = await fs.mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-durability-'));
});

afterEach(async () => {
  await fs.rm(dbpath, { recursive: true, force: true });
});

/** Runs `fn` against a server on `dbpath`, then stops it cleanly. */
async function withServer<T>(fn: (client: MongoClient) => Promise<T>, compactBytes?: number): Promise<T> {
  const server = await start({ port: 0, dbpath, compactBytes });
  const client = await MongoClient.connect(server.uri);
  try {
    return await fn(client);
  } finally {
    await client.close();
    await server.stop();
  }
}

/** Starts the crash-writer child and resolves with the ids it saw acknowledged when killed. */
function killWriterAfter(acks: number, compactBytes: number): Promise<string[]> {
  const fixture = path.join(__dirname, 'fixtures', 'crash-writer.ts');
  const child = spawn(process.execPath, ['-r', 'tsx/cjs', fixture, dbpath, String(compactBytes)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acknowledged: string[] = [];
  let stderr = '';
  let pending = '';
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.startsWith('ack ')) acknowledged.push(line.slice(4));
      if (acknowledged.length >= acks && child.exitCode === null && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(acknowledged);
      else reject(new Error(`writer exited early (code ${code}): ${stderr}`));
    });
  });
}

test('every write acknowledged before a SIGKILL is there after restart', async () => {
  // A small compaction threshold makes the writer snapshot several times before it dies.
  const acknowledged = await killWriterAfter(300, 16 * 1024);
  expect(acknowledged.length).toBeGreaterThanOrEqual(300);

  await withServer(async (client) => {
    const docs = client.db('durability').collection<{ _id: string; touched?: number }>('docs');
    const stored = new Map((await docs.find().toArray()).map((d) => [d._id, d]));
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
    for (const id of acknowledged) {
      const [loop, seq] = id.split('-').map(Number) as [number, number];
      if (seq > 0 && seq % 5 === 0) expect(stored.get(`${loop}-${seq - 5}`)!.touched).toBe(seq);
    }
    // The unique index came back with the data and is enforced.
    const error = (await docs.insertOne({ _id: 'dup', loop: 0, seq: 0 } as never).catch((e: unknown) => e)) as MongoServerError;
    expect(error.code).toBe(11000);
  });
}, 60_000);

test('a torn or corrupt last journal record is discarded and everything before it survives', async () => {
  await withServer(async (client) => {
    await client.db('d').collection('c').insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });
  const journal = path.join(dbpath, 'journal-0.log');
  const intact = await fs.readFile(journal);

  // A record header promising 500 bytes followed by only a few: a write cut short by a crash.
  const torn = Buffer.alloc(8 + 20);
  torn.writeUInt32LE(500, 0);
  await fs.writeFile(journal, Buffer.concat([intact, torn]));
  await withServer(async (client) => {
    const c = client.db('d').collection('c');
    expect((await c.find().sort({ n: 1 }).toArray()).map((d) => d.n)).toEqual([1, 2, 3]);
    await c.insertOne({ n: 4 });
  });

  // The tail was cut off, so the write after it was appended where it belongs.
  await withServer(async (client) => {
    expect(await client.db('d').collection('c').countDocuments()).toBe(4);
  });

  // A complete-looking record whose checksum does not match is rejected the same way.
  const afterFour = await fs.readFile(journal);
  const corrupt = Buffer.from(afterFour.subarray(intact.length));
  corrupt[corrupt.length - 3] ^= 0xff;
  await fs.writeFile(journal, Buffer.concat([intact, corrupt]));
  await withServer(async (client) => {
    expect(await client.db('d').collection('c').countDocuments()).toBe(3);
  });
});

test('compaction keeps the journal small and a restart restores data and indexes', async () => {
  const compactBytes = 16 * 1024;
  await withServer(async (client) => {
    const c = client.db('d').collection('c');
    await c.createIndex({ email: 1 }, { unique: true });
    for (let i = 0; i < 300; i += 20) {
      await c.insertMany(Array.from({ length: 20 }, (_, k) => ({ email: `u${i + k}@x.test`, n: i + k })));
    }
    await c.updateMany({}, { $inc: { n: 1000 } });
    await c.deleteMany({ n: { $gte: 1250 } });
  }, compactBytes);

  const files = await fs.readdir(dbpath);
  expect(files).toContain('snapshot.bson');
  const journals = files.filter((f) => f.startsWith('journal-'));
  expect(journals).toHaveLength(1);
  expect((await fs.stat(path.join(dbpath, journals[0]!))).size).toBeLessThan(compactBytes * 4);

  await withServer(async (client) => {
    const c = client.db('d').collection('c');
    expect(await c.countDocuments()).toBe(250);
    expect(await c.findOne({ email: 'u7@x.test' }, { projection: { _id: 0 } })).toEqual({ email: 'u7@x.test', n: 1007 });
    const error = (await c.insertOne({ email: 'u7@x.test' }).catch((e: unknown) => e)) as MongoServerError;
    expect(error.code).toBe(11000);
  });
});

test('a dbpath in use by a running server cannot be opened twice', async () => {
  const first = await start({ port: 0, dbpath });
  try {
    await expect(start({ port: 0, dbpath })).rejects.toThrow(/in use/);
  } finally {
    await first.stop();
  }
  const again = await start({ port: 0, dbpath });
  await again.stop();
});
