import { Long, type Document } from 'bson';
import { CommandError } from './errors';
import { MAX_BSON_OBJECT_BYTES } from './wire/protocol';
import { bsonOf } from './wire/reply-encoding';

const DEFAULT_FIRST_BATCH = 101;

export interface CursorLimits {
  /** A cursor unused this long is dropped (mongod: 10 minutes). */
  idleTimeoutMs: number;
  /** Open cursors kept at most; opening one more drops the least recently used. */
  maxOpenCursors: number;
}

interface OpenCursor {
  ns: string;
  docs: Document[];
  position: number;
  lastUsed: number;
}

export interface Batch {
  docs: Document[];
  /** 0 when the result is exhausted (the cursor is closed). */
  cursorId: Long;
}

/**
 * Server-side cursors over a result computed when the cursor opened. Batches stop at the
 * requested size or at ~16 MB; idle cursors are dropped after `idleTimeoutMs` like mongod
 * does, and at most `maxOpenCursors` are kept (least recently used first out), so results
 * a client never reads cannot pile up. A dropped cursor's getMore gets CursorNotFound.
 */
export class CursorRegistry {
  /** In order of last use, oldest first. */
  private readonly cursors = new Map<number, OpenCursor>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly limits: CursorLimits) {
    this.sweeper = setInterval(() => this.dropIdle(), Math.min(60_000, limits.idleTimeoutMs));
    this.sweeper.unref();
  }

  get size(): number {
    return this.cursors.size;
  }

  /** First batch of `docs`; keeps a cursor open only if more remain. */
  open(ns: string, docs: Document[], batchSize: number | undefined): Batch {
    const cursor: OpenCursor = { ns, docs, position: 0, lastUsed: Date.now() };
    const batch = takeBatch(cursor, batchSize ?? DEFAULT_FIRST_BATCH);
    if (cursor.position >= docs.length) return { docs: batch, cursorId: Long.ZERO };
    const id = this.newId();
    while (this.cursors.size >= this.limits.maxOpenCursors) this.cursors.delete(this.cursors.keys().next().value!);
    this.cursors.set(id, cursor);
    return { docs: batch, cursorId: Long.fromNumber(id) };
  }

  getMore(id: number, ns: string, batchSize: number | undefined): Batch {
    const cursor = this.cursors.get(id);
    if (!cursor) throw new CommandError('CursorNotFound', `cursor id ${id} not found`);
    if (cursor.ns !== ns) {
      throw new CommandError(
        'Unauthorized',
        `Requested getMore on namespace '${ns}', but cursor belongs to '${cursor.ns}'`,
      );
    }
    cursor.lastUsed = Date.now();
    this.cursors.delete(id);
    this.cursors.set(id, cursor); // now the most recently used
    const docs = takeBatch(cursor, batchSize ?? Infinity);
    if (cursor.position >= cursor.docs.length) {
      this.cursors.delete(id);
      return { docs, cursorId: Long.ZERO };
    }
    return { docs, cursorId: Long.fromNumber(id) };
  }

  kill(ids: number[]): { killed: number[]; notFound: number[] } {
    const killed: number[] = [];
    const notFound: number[] = [];
    for (const id of ids) (this.cursors.delete(id) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  close(): void {
    clearInterval(this.sweeper);
    this.cursors.clear();
  }

  private newId(): number {
    let id: number;
    do id = 1 + Math.floor(Math.random() * Number.MAX_SAFE_INTEGER);
    while (this.cursors.has(id));
    return id;
  }

  private dropIdle(): void {
    const cutoff = Date.now() - this.limits.idleTimeoutMs;
    for (const [id, cursor] of this.cursors) if (cursor.lastUsed < cutoff) this.cursors.delete(id);
  }
}

function takeBatch(cursor: OpenCursor, batchSize: number): Document[] {
  const batch: Document[] = [];
  let bytes = 0;
  while (batch.length < batchSize && cursor.position < cursor.docs.length) {
    const doc = cursor.docs[cursor.position]!;
    // Encoded once per stored document (reply-encoding.ts), and the reply reuses the encoding.
    bytes += bsonOf(doc).length;
    if (batch.length > 0 && bytes > MAX_BSON_OBJECT_BYTES) break;
    batch.push(doc);
    cursor.position++;
  }
  return batch;
}
