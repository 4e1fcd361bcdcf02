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
    const error = (await docs
      .insertOne({ _id: 'dup', loop: 0, seq: 0 } as never)
      .catch((e: unknown) => e)) as MongoServerError;
    expect(error.code).toBe(11000);
  });
}, 60_000);

test('a torn or corrupt last journal record is discarded and everything before it survives', async () => {
  await withServer(async (client) => {
    await client
      .db('d')
      .collection('c')
      .insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
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

test('a tail of zeros (a file extended but never written before a crash) is cut off like any torn tail', async () => {
  await withServer(async (client) => {
    await client
      .db('d')
      .collection('c')
      .insertMany([{ n: 1 }, { n: 2 }]);
  });
  const journal = path.join(dbpath, 'journal-0.log');
  const intact = await fs.readFile(journal);
  await fs.writeFile(journal, Buffer.concat([intact, Buffer.alloc(4096)]));
  const server = await start({ port: 0, dbpath });
  try {
    expect(server.recovery?.discardedBytes).toBe(4096);
  } finally {
    await server.stop();
  }
  expect((await fs.readFile(journal)).equals(intact)).toBe(true);
});

/** [start, end) of each record in a journal file ([u32 length][u32 crc32][BSON]). */
function recordBounds(journal: Buffer): Array<[number, number]> {
  const bounds: Array<[number, number]> = [];
  for (let at = 0; at < journal.length; at += 8 + journal.readUInt32LE(at))
    bounds.push([at, at + 8 + journal.readUInt32LE(at)]);
  return bounds;
}

/** A journal holding n: 1..5 (one record each), with one byte flipped inside the record of n: 3. */
async function journalDamagedInTheMiddle(): Promise<{ journal: string; damaged: Buffer; offset: number }> {
  await withServer(async (client) => {
    for (let n = 1; n <= 5; n++)
      await client
        .db('d')
        .collection('c')
        .insertOne({ _id: n as never, n });
  });
  const journal = path.join(dbpath, 'journal-0.log');
  const damaged = await fs.readFile(journal);
  const [start, end] = recordBounds(damaged)[3]!; // after createCollection, n: 1 and n: 2
  damaged[end - 3] ^= 0xff;
  await fs.writeFile(journal, damaged);
  return { journal, damaged, offset: start };
}

test('damage in the middle of the journal refuses to start, names file and offset, and changes nothing', async () => {
  const { journal, damaged, offset } = await journalDamagedInTheMiddle();
  const refusal = start({ port: 0, dbpath });
  await expect(refusal).rejects.toThrow(`journal ${journal} is corrupt at byte offset ${offset}`);
  await expect(refusal).rejects.toThrow(/--repair/);
  expect((await fs.readFile(journal)).equals(damaged)).toBe(true);
  expect((await fs.readdir(dbpath)).sort()).toEqual(['journal-0.log']); // no copy, no lock left behind
});

test('repair keeps a copy of the damaged journal and keeps every intact record, also after the damage', async () => {
  const { journal, damaged, offset } = await journalDamagedInTheMiddle();
  const server = await start({ port: 0, dbpath, repair: true });
  const client = await MongoClient.connect(server.uri);
  try {
    expect(server.recovery?.repaired?.dropped).toEqual([[offset, recordBounds(damaged)[4]![0]]]);
    const backup = server.recovery!.repaired!.backup;
    expect(path.dirname(backup)).toBe(dbpath);
    expect((await fs.readFile(backup)).equals(damaged)).toBe(true);
    const c = client.db('d').collection('c');
    expect((await c.find().sort({ n: 1 }).toArray()).map((d) => d.n)).toEqual([1, 2, 4, 5]);
    await c.insertOne({ _id: 6 as never, n: 6 });
  } finally {
    await client.close();
    await server.stop();
  }
  // The rebuilt journal is whole: a plain restart reads it, including the write after the repair.
  await withServer(async (client) => {
    expect((await client.db('d').collection('c').find().sort({ n: 1 }).toArray()).map((d) => d.n)).toEqual([
      1, 2, 4, 5, 6,
    ]);
  });
  expect(await fs.readFile(journal)).not.toEqual(damaged);
});

test('the command line refuses a damaged journal and --repair starts it', async () => {
  const { journal } = await journalDamagedInTheMiddle();
  const bin = path.join(__dirname, '..', 'bin', 'embedded-mongo.js');
  const refused = await runCli(bin, ['--port', '0', '--dbpath', dbpath]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`journal ${journal} is corrupt at byte offset`);

  const repaired = await runCli(bin, ['--port', '0', '--dbpath', dbpath, '--repair'], 'listening on');
  expect(repaired.stderr).toMatch(/repaired the journal: the damaged original is kept as .*journal-0\.log\.corrupt-/);
  expect(repaired.stdout).toContain('embedded-mongo listening on mongodb://127.0.0.1:');
});

/**
 * Runs the CLI until it exits, or until stdout shows `until` (then stops it with SIGTERM);
 * killed after 15 s either way, so a server that unexpectedly keeps running cannot outlive the test.
 */
function runCli(
  bin: string,
  args: string[],
  until?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const deadline = setTimeout(() => child.kill('SIGKILL'), 15_000);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (until && stdout.includes(until)) child.kill('SIGTERM');
  });
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(deadline);
      resolve({ code, stdout, stderr });
    }),
  );
}

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
    expect(await c.findOne({ email: 'u7@x.test' }, { projection: { _id: 0 } })).toEqual({
      email: 'u7@x.test',
      n: 1007,
    });
    const error = (await c.insertOne({ email: 'u7@x.test' }).catch((e: unknown) => e)) as MongoServerError;
    expect(error.code).toBe(11000);
  });
});

test('validators (collMod), collated unique indexes and views survive a restart, from the journal and a snapshot', async () => {
  for (const compactBytes of [undefined, 1024]) {
    await fs.rm(dbpath, { recursive: true, force: true });
    await fs.mkdir(dbpath);
    await withServer(async (client) => {
      const d = client.db('d');
      const users = d.collection('users');
      await users.createIndex({ email: 1 }, { unique: true, collation: { locale: 'en', strength: 2 } });
      await users.insertMany(Array.from({ length: 30 }, (_, i) => ({ email: `u${i}@x.test`, age: i })));
      await d.command({ collMod: 'users', validator: { age: { $gte: 0 } } });
      await d.createCollection('adults', { viewOn: 'users', pipeline: [{ $match: { age: { $gte: 18 } } }] });
    }, compactBytes);
    await withServer(async (client) => {
      const d = client.db('d');
      const users = d.collection('users');
      expect(
        ((await users.insertOne({ email: 'U1@X.TEST', age: 1 }).catch((e: unknown) => e)) as MongoServerError).code,
      ).toBe(11000);
      expect(
        ((await users.insertOne({ email: 'new@x.test', age: -1 }).catch((e: unknown) => e)) as MongoServerError).code,
      ).toBe(121);
      expect(await d.collection('adults').countDocuments()).toBe(12);
    });
  }
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
