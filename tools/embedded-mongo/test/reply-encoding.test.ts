/** Replies are encoded from cached document encodings: byte for byte what serializing the whole reply gives. */
import {
  Binary,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  serialize,
  Timestamp,
  type Document,
} from 'bson';
import { bsonOf, encodeReply } from '../src/wire/reply-encoding';

const docs: Document[] = [
  {
    _id: new ObjectId(),
    name: 'Model 3 #1',
    price: 30,
    when: new Date('2024-01-02T03:04:05.678Z'),
    nested: { list: [1, 'two', null, { three: 3 }] },
  },
  {
    _id: 2,
    text: 'ü€𝄞',
    long: Long.fromNumber(2 ** 40),
    int: new Int32(7),
    double: new Double(1),
    decimal: Decimal128.fromString('1.50'),
  },
  {
    _id: 'x',
    bin: new Binary(Buffer.from([1, 2, 3])),
    ts: new Timestamp({ t: 1, i: 2 }),
    re: /a.b/i,
    min: new MinKey(),
    max: new MaxKey(),
    nothing: null,
  },
  { _id: 4, empty: {}, emptyList: [], undef: undefined },
];

const cursorReply = (batch: Document[], key = 'firstBatch') => ({
  cursor: { [key]: batch, id: Long.fromNumber(12345), ns: 'db.listings' },
  ok: 1,
});

test.each([
  ['a first batch', cursorReply(docs)],
  ['a getMore batch', cursorReply(docs, 'nextBatch')],
  [
    'eleven documents (two-digit array keys)',
    cursorReply(Array.from({ length: 11 }, (_, i) => ({ ...docs[i % docs.length], i }))),
  ],
  ['the same document twice', cursorReply([docs[0], docs[0]])],
  ['an empty batch', cursorReply([])],
  ['a batch of values that are not documents', cursorReply([new ObjectId(), [1, 2]] as unknown as Document[])],
  ['no cursor', { n: 1, ok: 1 }],
  ['a cursor that is not the first field', { ok: 1, cursor: { firstBatch: docs, id: Long.ZERO, ns: 'db.c' } }],
])('%s', (_, reply) => {
  expect(encodeReply(reply).equals(Buffer.from(serialize(reply)))).toBe(true);
});

test('a document encoded once is encoded again only as a new object (a write stores a new one)', () => {
  const stored = { _id: 1, v: 'first' };
  const encoded = bsonOf(stored);
  expect(bsonOf(stored)).toBe(encoded);
  const updated = { ...stored, v: 'second' };
  expect(encodeReply(cursorReply([updated])).equals(Buffer.from(serialize(cursorReply([updated]))))).toBe(true);
});

test("a batch reuses each document's encoding: why a stored document must never be changed in place", () => {
  const stored: Document = { _id: 1, v: 'first' };
  encodeReply(cursorReply([stored]));
  stored.v = 'changed in place';
  expect(encodeReply(cursorReply([stored])).equals(Buffer.from(serialize(cursorReply([{ _id: 1, v: 'first' }]))))).toBe(
    true,
  );
});
