/**
 * Disk full and fsync failures, through a journal file that fails on demand: a failed write
 * is never visible, the server turns read-only and unhealthy (ping fails), and recovers
 * when the journal can be written again, losing nothing acknowledged.
 */
import type { Document } from 'bson';
import { promises as fs } from 'fs';
import { MongoClient, MongoServerError } from 'mongodb';
import os from 'os';
import path from 'path';
import { start, type JournalFile } from '../src';
import { runCommand, type Services } from '../src/commands/dispatch';
import { CursorRegistry } from '../src/cursors';
import { Engine } from '../src/storage/engine';
import { Journal } from '../src/storage/journal';

jest.setTimeout(30_000);

type Fault = 'none' | 'disk-full' | 'fsync' | 'open';

/** A real journal file whose writes (half written, then ENOSPC) or fsyncs (EIO) fail while `fault` says so. */
class FaultyFile implements JournalFile {
  static fault: Fault = 'none';
  /** While set, an fsync waits for it before it succeeds or fails (a slow disk). */
  static stall: Promise<void> | null = null;
  /** fsyncs begun so far. */
  static syncs = 0;

  constructor(private readonly inner: fs.FileHandle) {}

  static async open(file: string): Promise<JournalFile> {
    if (FaultyFile.fault === 'open')
      throw Object.assign(new Error(`ENOSPC: no space left on device, open '${file}'`), { code: 'ENOSPC' });
    return new FaultyFile(await fs.open(file, 'a'));
  }

  write = (async (data: Buffer, offset = 0, length = data.length - offset) => {
    if (FaultyFile.fault !== 'disk-full') return this.inner.write(data, offset, length);
    // The disk fills up part-way: some bytes land, then the write fails.
    await this.inner.write(data, offset, Math.floor(length / 2));
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  }) as JournalFile['write'];

  datasync = async (): Promise<void> => {
    FaultyFile.syncs++;
    await FaultyFile.stall;
    if (FaultyFile.fault === 'fsync') throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
    return this.inner.datasync();
  };

  truncate = (length?: number): Promise<void> => this.inner.truncate(length);
  close = (): Promise<void> => this.inner.close();
}

let dbpath: string;

beforeEach(async () => {
  dbpath = await fs.mkdtemp(path.join(os.tmpdir(), 'embedded-mongo-faults-'));
  FaultyFile.fault = 'none';
  FaultyFile.stall = null;
  FaultyFile.syncs = 0;
});

afterEach(async () => {
  await fs.rm(dbpath, { recursive: true, force: true });
});

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}

const pings = (client: MongoClient): Promise<boolean> =>
  client
    .db('admin')
    .command({ ping: 1 })
    .then(
      () => true,
      () => false,
    );

test.each<Fault>(['disk-full', 'fsync'])(
  '%s: failed writes are not visible, the server is read-only and unhealthy, then recovers',
  async (fault) => {
    const server = await start({ port: 0, dbpath, openJournalFile: FaultyFile.open, journalRetryMs: 50 });
    const client = await MongoClient.connect(server.uri);
    const c = client.db('d').collection<{ _id: number; n: number; x?: number }>('c');
    try {
      await c.insertMany([
        { _id: 1, n: 1 },
        { _id: 2, n: 2 },
      ]);

      FaultyFile.fault = fault;
      // Writes in flight when the journal fails: reported failed, and none of them visible.
      const failed = await Promise.allSettled([
        c.insertOne({ _id: 3, n: 3 }),
        c.updateOne({ _id: 1 }, { $set: { x: 1 } }),
        c.deleteOne({ _id: 2 }),
      ]);
      expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(String((failed[0] as PromiseRejectedResult).reason)).toMatch(
        /journal write failed: .*the write was not applied/,
      );
      expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
        { _id: 1, n: 1 },
        { _id: 2, n: 2 },
      ]);

      // Read-only: writes are refused with MongoDB's OutOfDiskSpace or OperationFailed, reads work, health is red.
      const refused = (await c.insertOne({ _id: 4, n: 4 }).catch((e: unknown) => e)) as MongoServerError;
      expect(refused).toBeInstanceOf(MongoServerError);
      expect(refused.code).toBe(fault === 'disk-full' ? 14031 : 96);
      expect(refused.message).toMatch(/read-only: the journal cannot be written/);
      expect(await pings(client)).toBe(false);
      expect(await client.db('admin').command({ hello: 1 })).toMatchObject({ isWritablePrimary: true, readOnly: true });
      expect(await c.countDocuments()).toBe(2);

      // Space returns: the retry succeeds, health is green, writes work again.
      FaultyFile.fault = 'none';
      await until(() => pings(client));
      await c.insertOne({ _id: 5, n: 5 });
      await c.updateOne({ _id: 1 }, { $set: { x: 2 } });
    } finally {
      await client.close();
      await server.stop();
    }

    // Everything acknowledged is on disk, nothing that failed, and no torn bytes in between.
    const restarted = await start({ port: 0, dbpath });
    const again = await MongoClient.connect(restarted.uri);
    try {
      expect(restarted.recovery?.discardedBytes).toBe(0);
      expect(await again.db('d').collection('c').find().sort({ _id: 1 }).toArray()).toEqual([
        { _id: 1, n: 1, x: 2 },
        { _id: 2, n: 2 },
        { _id: 5, n: 5 },
      ]);
    } finally {
      await again.close();
      await restarted.stop();
    }
  },
);

test('a collection and index created by a write that failed are undone too', async () => {
  const server = await start({ port: 0, dbpath, openJournalFile: FaultyFile.open, journalRetryMs: 50 });
  const client = await MongoClient.connect(server.uri);
  try {
    FaultyFile.fault = 'fsync';
    await expect(client.db('d').collection('fresh').insertOne({ a: 1 })).rejects.toThrow(/journal write failed/);
    expect(await client.db('d').listCollections().toArray()).toEqual([]);
    FaultyFile.fault = 'none';
    await until(() => pings(client));
    await client.db('d').collection('fresh').createIndex({ a: 1 }, { unique: true });
    FaultyFile.fault = 'fsync';
    await expect(client.db('d').collection('fresh').dropIndex('a_1')).rejects.toThrow(/journal write failed/);
    expect((await client.db('d').collection('fresh').listIndexes().toArray()).map((i) => i.name)).toEqual([
      '_id_',
      'a_1',
    ]);
  } finally {
    FaultyFile.fault = 'none';
    await client.close();
    await server.stop();
  }
});

test('a compaction that fails (no space for the new journal) loses nothing; the next one succeeds', async () => {
  const server = await start({
    port: 0,
    dbpath,
    openJournalFile: FaultyFile.open,
    journalRetryMs: 50,
    compactBytes: 4096,
  });
  const client = await MongoClient.connect(server.uri);
  const c = client.db('d').collection<{ _id: number; pad: string }>('c');
  const acknowledged: number[] = [];
  const write = async (id: number): Promise<void> => {
    await c.insertOne({ _id: id, pad: 'p'.repeat(300) });
    acknowledged.push(id);
  };
  try {
    FaultyFile.fault = 'open';
    // Writes go on until one passes compactBytes: it is durable, the compaction after it fails.
    for (let id = 1; (await pings(client)) && id < 100; id++) await write(id).catch(() => undefined);
    expect(await pings(client)).toBe(false);
    FaultyFile.fault = 'none';
    await until(() => pings(client));
    for (let id = 100; id < 120; id++) await write(id);
  } finally {
    await client.close();
    await server.stop();
  }
  expect(await fs.readdir(dbpath)).toContain('snapshot.bson');

  const restarted = await start({ port: 0, dbpath });
  const again = await MongoClient.connect(restarted.uri);
  try {
    const stored = (await again.db('d').collection('c').find().sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(stored).toEqual(acknowledged);
  } finally {
    await again.close();
    await restarted.stop();
  }
});

/** The command layer over a journal opened through FaultyFile, driven in-process so the test decides what runs when. */
async function openServices(): Promise<
  Services & { run(command: Document): Promise<Document>; close(): Promise<void> }
> {
  const engine = new Engine();
  const { journal } = await Journal.open(
    { dir: dbpath, compactBytes: Infinity, snapshot: () => engine.snapshot(), openFile: FaultyFile.open, retryMs: 50 },
    (record) => engine.replay(record),
  );
  engine.attachJournal(journal);
  const cursors = new CursorRegistry({ idleTimeoutMs: 60_000, maxOpenCursors: 10 });
  const services = { engine, cursors };
  return {
    ...services,
    run: (command) => runCommand({ ...command, $db: 'd' }, services, 1),
    close: async () => {
      cursors.close();
      await engine.close();
    },
  };
}

test('a write whose fsync is still under way is visible to no reader, and a failed one never', async () => {
  const { run, close, cursors } = await openServices();
  try {
    expect(await run({ insert: 'c', documents: [{ _id: 1 }] })).toMatchObject({ ok: 1, n: 1 });

    // The disk is slow, then fails: the insert is in memory while its fsync is under way.
    let release!: () => void;
    FaultyFile.stall = new Promise((resolve) => (release = resolve));
    FaultyFile.fault = 'fsync';
    const syncsBefore = FaultyFile.syncs;
    const write = run({ insert: 'c', documents: [{ _id: 2 }] });
    await until(async () => FaultyFile.syncs > syncsBefore);

    // Commands that arrive meanwhile: reads, and a write whose outcome hangs on the unsaved one.
    const find = run({ find: 'c', filter: {}, batchSize: 1 });
    const count = run({ count: 'c' });
    const distinct = run({ distinct: 'c', key: '_id' });
    const aggregate = run({ aggregate: 'c', pipeline: [{ $match: { _id: 2 } }], cursor: {} });
    const duplicate = run({ insert: 'c', documents: [{ _id: 2 }] });
    release();

    expect(await write).toMatchObject({ ok: 0, code: 96, errmsg: expect.stringMatching(/journal write failed/) });
    expect(await find).toMatchObject({ ok: 1, cursor: { firstBatch: [{ _id: 1 }] } });
    expect(cursors.size).toBe(0); // nothing more to read: no cursor left over the undone result
    expect(await count).toMatchObject({ ok: 1, n: 1 });
    expect(await distinct).toMatchObject({ ok: 1, values: [1] });
    expect(await aggregate).toMatchObject({ ok: 1, cursor: { firstBatch: [] } });
    // Not "duplicate key" over a document that never existed: the journal failure itself.
    expect(await duplicate).toMatchObject({ ok: 0, errmsg: expect.stringMatching(/journal write failed/) });
  } finally {
    FaultyFile.stall = null;
    await close();
  }
});

test('a read that arrives while a write is being saved sees it once it is saved', async () => {
  const { run, close } = await openServices();
  try {
    let release!: () => void;
    FaultyFile.stall = new Promise((resolve) => (release = resolve));
    const write = run({ insert: 'c', documents: [{ _id: 1 }] });
    await until(async () => FaultyFile.syncs > 0);
    const find = run({ find: 'c', filter: {}, batchSize: 1 });
    release();
    expect(await write).toMatchObject({ ok: 1, n: 1 });
    expect(await find).toMatchObject({ ok: 1, cursor: { firstBatch: [{ _id: 1 }] } });
  } finally {
    FaultyFile.stall = null;
    await close();
  }
});
