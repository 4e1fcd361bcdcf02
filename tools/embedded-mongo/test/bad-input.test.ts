/**
 * Hostile bytes on raw sockets: each bad connection gets an error reply or is closed, and
 * the server keeps serving a driver client connected before and one connected after.
 */
import { deserialize, serialize, type Document } from 'bson';
import { MongoClient } from 'mongodb';
import net from 'net';
import { start } from '../src';

const OP_MSG = 2013;

let server: Awaited<ReturnType<typeof start>>;
let bystander: MongoClient;

beforeAll(async () => {
  server = await start({ port: 0, memory: true });
  bystander = await MongoClient.connect(server.uri, { maxPoolSize: 1 });
  await bystander.db('d').collection('c').insertOne({ before: true });
});

afterAll(async () => {
  await bystander.close();
  await server.stop();
});

interface Outcome {
  /** Bytes the server sent back. */
  reply: Buffer;
  /** The server closed the connection. */
  closed: boolean;
}

/**
 * Sends bytes on a fresh connection; resolves once `replies` complete messages arrived,
 * the server closed the connection, or `waitMs` passed.
 */
function sendRaw(bytes: Buffer, replies = 0, waitMs = 500): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closed = false;
    const finish = (): void => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ reply: Buffer.concat(chunks), closed });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (replies > 0 && countMessages(Buffer.concat(chunks)) >= replies) finish();
    });
    socket.on('error', () => undefined); // a reset counts as closed
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.once('connect', () => socket.write(bytes));
  });
}

function countMessages(data: Buffer): number {
  let count = 0;
  for (let at = 0; data.length - at >= 4 && data.length - at >= data.readInt32LE(at); at += data.readInt32LE(at))
    count++;
  return count;
}

function header(length: number, opCode: number, requestId = 1): Buffer {
  const out = Buffer.alloc(16);
  out.writeInt32LE(length, 0);
  out.writeInt32LE(requestId, 4);
  out.writeInt32LE(0, 8);
  out.writeInt32LE(opCode, 12);
  return out;
}

function opMsg(body: Buffer, requestId = 7): Buffer {
  const sections = Buffer.concat([Buffer.alloc(4), Buffer.from([0]), body]);
  return Buffer.concat([header(16 + sections.length, OP_MSG, requestId), sections]);
}

/** The body document of an OP_MSG reply. */
function replyBody(reply: Buffer): Document {
  expect(reply.readInt32LE(0)).toBe(reply.length);
  expect(reply.readInt32LE(12)).toBe(OP_MSG);
  return deserialize(reply.subarray(21));
}

test('garbage bytes (an HTTP request) close that connection', async () => {
  const outcome = await sendRaw(Buffer.from('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'));
  expect(outcome).toEqual({ reply: Buffer.alloc(0), closed: true });
});

test('a declared length beyond 48 MB is refused without waiting for the bytes', async () => {
  const outcome = await sendRaw(header(0x7fffffff, OP_MSG));
  expect(outcome.closed).toBe(true);
  expect(outcome.reply.length).toBe(0);
});

test('a declared length shorter than a header is refused', async () => {
  expect((await sendRaw(header(8, OP_MSG))).closed).toBe(true);
});

test('a truncated message gets no reply and the connection can be abandoned', async () => {
  const full = opMsg(Buffer.from(serialize({ ping: 1, $db: 'admin' })));
  const outcome = await sendRaw(full.subarray(0, full.length - 5), 0, 300);
  expect(outcome).toEqual({ reply: Buffer.alloc(0), closed: false });
});

test('an unknown opcode closes that connection', async () => {
  const outcome = await sendRaw(Buffer.concat([header(20, 9999), Buffer.alloc(4)]));
  expect(outcome.closed).toBe(true);
});

test('a well-framed message with broken BSON gets an error reply', async () => {
  const body = Buffer.from(serialize({ ping: 1, $db: 'admin' }));
  body.writeInt32LE(body.length + 100, 0); // document claims to run past the message
  const outcome = await sendRaw(opMsg(body), 1);
  expect(replyBody(outcome.reply)).toMatchObject({ ok: 0 });
  expect(outcome.closed).toBe(false);

  const badString = Buffer.from(serialize({ ping: 'ab', $db: 'admin' }));
  badString[badString.indexOf('ab')] = 0xff; // invalid UTF-8
  expect(replyBody((await sendRaw(opMsg(badString), 1)).reply)).toMatchObject({ ok: 0, codeName: 'InvalidBSON' });
});

test('an unknown command gets CommandNotFound and the connection stays usable', async () => {
  const socketReplies = await sendRaw(
    Buffer.concat([
      opMsg(Buffer.from(serialize({ fly: 1, $db: 'admin' })), 1),
      opMsg(Buffer.from(serialize({ ping: 1, $db: 'admin' })), 2),
    ]),
    2,
  );
  const first = socketReplies.reply.subarray(0, socketReplies.reply.readInt32LE(0));
  const second = socketReplies.reply.subarray(first.length);
  expect(replyBody(first)).toEqual({ ok: 0, errmsg: "no such command: 'fly'", code: 59, codeName: 'CommandNotFound' });
  expect(second.readInt32LE(8)).toBe(2); // responseTo
  expect(replyBody(second)).toEqual({ ok: 1 });
});

test('after all of that, clients connected before and after still work', async () => {
  const c = bystander.db('d').collection('c');
  await c.insertOne({ during: true });
  expect(await c.countDocuments()).toBe(2);

  const latecomer = await MongoClient.connect(server.uri);
  try {
    expect(await latecomer.db('d').collection('c').countDocuments({ before: true })).toBe(1);
  } finally {
    await latecomer.close();
  }
});
