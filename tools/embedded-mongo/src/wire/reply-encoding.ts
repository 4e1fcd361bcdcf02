import { serialize, type Document } from 'bson';

/**
 * The BSON of documents already encoded. Stored documents are never mutated (an update stores a
 * new object), so an encoding stays right for as long as its document lives and goes with it; a
 * hot document (the first page of a list) is encoded once instead of in every reply, which was
 * about a fifth of the server's CPU under a page load.
 */
const encodings = new WeakMap<Document, Buffer>();

/** `doc` as BSON, exactly what serialize() gives, from the cache when it was encoded before. */
export function bsonOf(doc: Document): Buffer {
  let bson = encodings.get(doc);
  if (bson === undefined) {
    const encoded = serialize(doc);
    // A buffer of its own: a small one from serialize() is a slice of a shared 8 KB slab, which
    // a cached slice would keep alive.
    bson = Buffer.allocUnsafeSlow(encoded.length);
    bson.set(encoded);
    encodings.set(doc, bson);
  }
  return bson;
}

const EMBEDDED_DOCUMENT = 0x03;
const EMPTY_ARRAY = Buffer.from([5, 0, 0, 0, 0]);

/**
 * A reply as BSON, byte for byte what serialize(reply) gives. A cursor reply
 * (`{ cursor: { firstBatch | nextBatch: [...], id, ns }, ... }`, cursorReply in commands/find.ts)
 * is serialized with an empty batch, and the batch's documents are spliced in from bsonOf.
 */
export function encodeReply(reply: Document): Buffer {
  const cursor = reply.cursor as Document | undefined;
  const batchKey = typeof cursor === 'object' && cursor !== null ? Object.keys(cursor)[0] : undefined;
  const docs = batchKey === 'firstBatch' || batchKey === 'nextBatch' ? (cursor![batchKey] as unknown) : undefined;
  if (!Array.isArray(docs) || docs.length === 0 || Object.keys(reply)[0] !== 'cursor' || !docs.every(isPlainDocument)) {
    return asBuffer(serialize(reply));
  }
  const shell = asBuffer(serialize({ ...reply, cursor: { ...cursor, [batchKey!]: [] } }));
  // shell: int32 size, 0x03 "cursor\0", int32 cursor size, 0x04 "<batchKey>\0", the empty array, ...
  const cursorAt = 4 + 1 + 'cursor'.length + 1;
  const arrayAt = cursorAt + 4 + 1 + batchKey!.length + 1;
  if (!shell.subarray(arrayAt, arrayAt + EMPTY_ARRAY.length).equals(EMPTY_ARRAY)) return asBuffer(serialize(reply));

  const elements = docs.map((doc, i) => ({ key: String(i), bson: bsonOf(doc) }));
  const arraySize = 4 + elements.reduce((n, { key, bson }) => n + 1 + key.length + 1 + bson.length, 0) + 1;
  const grown = arraySize - EMPTY_ARRAY.length;
  const out = Buffer.allocUnsafe(shell.length + grown);
  shell.copy(out, 0, 0, arrayAt);
  let at = arrayAt;
  at = out.writeInt32LE(arraySize, at);
  for (const { key, bson } of elements) {
    out[at++] = EMBEDDED_DOCUMENT;
    at += out.write(key, at, 'latin1');
    out[at++] = 0;
    at += bson.copy(out, at);
  }
  out[at++] = 0;
  shell.copy(out, at, arrayAt + EMPTY_ARRAY.length);
  out.writeInt32LE(shell.readInt32LE(0) + grown, 0);
  out.writeInt32LE(shell.readInt32LE(cursorAt) + grown, cursorAt);
  return out;
}

/** serialize() returns a Buffer in Node, typed as a Uint8Array: the same bytes, viewed as one. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A plain object, serialized as an embedded document (not a BSON value such as an ObjectId, nor an array). */
function isPlainDocument(value: unknown): value is Document {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return (
    (proto === Object.prototype || proto === null) &&
    !('_bsontype' in value) &&
    typeof (value as Document).toBSON !== 'function'
  );
}
