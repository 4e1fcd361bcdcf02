/**
 * One client must not take the server down: memory limits answer with MongoDB's error
 * codes, a client that does not read its replies is not read from, extra connections and
 * cursors are refused or dropped, and every other client keeps being served.
 */
import { deserialize, serialize, type Document } from 'bson';
import { MongoClient, MongoServerError } from 'mongodb';
import net from 'net';
import { start } from '../src';

jest.setTimeout(60_000);

const OP_MSG = 2013;

function opMsg(command: Document, requestId: number): Buffer {
  const body = Buffer.from(serialize(command));
  const out = Buffer.alloc(16 + 5 + body.length);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(OP_MSG, 12);
  out.writeUInt8(0, 20);
  body.copy(out, 21);
  return out;
}

/** A raw connection that collects replies. */
function connect(port: number): Promise<{ socket: net.Socket; replies: Document[]; closed: () => boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const replies: Document[] = [];
    let pending = Buffer.alloc(0);
    let closed = false;
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const length = pending.readInt32LE(0);
        replies.push(deserialize(pending.subarray(21, length)));
        pending = pending.subarray(length);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => (closed = true));
    socket.once('connect', () => resolve({ socket, replies, closed: () => closed }));
    socket.once('error', reject);
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('memory limits', () => {
  let server: Awaited<ReturnType<typeof start>>;
  let client: MongoClient;

  beforeAll(async () => {
    server = await start({ port: 0, memory: true });
    client = await MongoClient.connect(server.uri);
    await client
      .db('d')
      .collection('c')
      .insertOne({ _id: 1 as never, s: 'x'.repeat(1024 * 1024) });
  });

  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  test('$range with 2e9 elements fails with ExceededMemoryLimit (146) and the server stays up', async () => {
    const c = client.db('d').collection('c');
    const huge = { $range: [0, 2e9] };
    const inPipeline = (await c
      .aggregate([{ $project: { r: huge } }])
      .toArray()
      .catch((e: unknown) => e)) as MongoServerError;
    expect(inPipeline).toBeInstanceOf(MongoServerError);
    expect(inPipeline.code).toBe(146);
    expect(inPipeline.message).toMatch(/\$range would use too much memory \(\d+ bytes\) and cannot spill to disk/);
    const inFilter = (await c
      .find({ $expr: { $gt: [{ $size: huge }, 0] } })
      .toArray()
      .catch((e: unknown) => e)) as MongoServerError;
    expect(inFilter.code).toBe(146);
    const inUpdate = (await c
      .updateOne({ _id: 1 as never }, [{ $set: { r: huge } }])
      .catch((e: unknown) => e)) as MongoServerError;
    expect(inUpdate.code).toBe(146);
    // A $range within the limit still works, and so does everything else.
    expect(await c.aggregate([{ $project: { _id: 0, r: { $range: [0, 10, 3] } } }]).toArray()).toEqual([
      { r: [0, 3, 6, 9] },
    ]);
    expect(await client.db('admin').command({ ping: 1 })).toEqual({ ok: 1 });
  });

  test('an aggregation whose result passes 100 MB fails with QueryExceededMemoryLimitNoDiskUseAllowed (292)', async () => {
    const c = client.db('d').collection('c');
    // 120 copies of a 1 MB document.
    const pipeline = [{ $project: { s: 1, k: { $range: [0, 120] } } }, { $unwind: '$k' }];
    const error = (await c
      .aggregate(pipeline)
      .toArray()
      .catch((e: unknown) => e)) as MongoServerError;
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error.code).toBe(292);
    expect(await c.aggregate([...pipeline, { $limit: 3 }, { $project: { k: 1 } }]).toArray()).toHaveLength(3);
  });
});

test('a client that does not read its replies is not read from, and others are served meanwhile', async () => {
  const server = await start({ port: 0, memory: true });
  const client = await MongoClient.connect(server.uri);
  try {
    const c = client.db('d').collection('counter');
    await c.insertOne({ _id: 1 as never, n: 0, pad: 'p'.repeat(100_000) });
    const greedy = await connect(server.port);
    greedy.socket.pause(); // reads nothing
    const requests = 1000;
    const bump = (i: number): Buffer =>
      opMsg({ findAndModify: 'counter', query: { _id: 1 }, update: { $inc: { n: 1 } }, new: true, $db: 'd' }, i + 1);
    greedy.socket.write(Buffer.concat(Array.from({ length: requests }, (_, i) => bump(i))));

    // Each reply is 100 KB: once the socket buffers are full the server stops serving it.
    let served = -1;
    await until(async () => {
      const n = (await c.findOne({ _id: 1 as never }))!.n as number;
      const settled = n === served;
      served = n;
      return settled && n > 0;
    }, 'the greedy connection to stall');
    expect(served).toBeLessThan(requests / 2);
    expect(await client.db('admin').command({ ping: 1 })).toEqual({ ok: 1 });

    // Once it reads, every request is answered, in order.
    greedy.socket.resume();
    await until(() => greedy.replies.length === requests, 'every reply');
    expect(greedy.replies.map((r) => r.value.n)).toEqual(Array.from({ length: requests }, (_, i) => i + 1));
    greedy.socket.destroy();
  } finally {
    await client.close();
    await server.stop();
  }
});

test('connections over the cap are closed at once; the others are unaffected', async () => {
  const server = await start({ port: 0, memory: true, maxConnections: 2 });
  try {
    const first = await connect(server.port);
    const second = await connect(server.port);
    first.socket.write(opMsg({ ping: 1, $db: 'admin' }, 1));
    second.socket.write(opMsg({ ping: 1, $db: 'admin' }, 1));
    await until(() => first.replies.length === 1 && second.replies.length === 1, 'both pings');

    const third = await connect(server.port);
    await until(third.closed, 'the third connection to be closed');
    expect(third.replies).toEqual([]);

    first.socket.write(opMsg({ ping: 1, $db: 'admin' }, 2));
    await until(() => first.replies.length === 2, 'a ping on the first connection');
    expect(first.replies[1]).toEqual({ ok: 1 });

    // A freed slot can be used again.
    second.socket.destroy();
    await until(async () => {
      const next = await connect(server.port);
      next.socket.write(opMsg({ ping: 1, $db: 'admin' }, 1));
      await until(() => next.replies.length === 1 || next.closed(), 'an answer or a close');
      next.socket.destroy();
      return next.replies.length === 1;
    }, 'a connection after one closed');
    first.socket.destroy();
  } finally {
    await server.stop();
  }
});

test('open cursors are capped: the least recently used is dropped and its getMore says CursorNotFound', async () => {
  const server = await start({ port: 0, memory: true, maxOpenCursors: 2 });
  const client = await MongoClient.connect(server.uri);
  try {
    const c = client.db('d').collection('c');
    await c.insertMany(Array.from({ length: 5 }, (_, i) => ({ i })));
    const cursors = [0, 1, 2].map(() => c.find({}, { batchSize: 1, sort: { i: 1 } }));
    for (const cursor of cursors) expect((await cursor.next())!.i).toBe(0);
    const dropped = (await cursors[0]!.next().catch((e: unknown) => e)) as MongoServerError;
    expect(dropped).toBeInstanceOf(MongoServerError);
    expect(dropped.code).toBe(43);
    expect((await cursors[1]!.toArray()).map((d) => d.i)).toEqual([1, 2, 3, 4]);
    expect((await cursors[2]!.toArray()).map((d) => d.i)).toEqual([1, 2, 3, 4]);
  } finally {
    await client.close();
    await server.stop();
  }
});
