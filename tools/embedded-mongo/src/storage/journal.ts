import type { Document } from 'bson';
import { constants as fsConstants, promises as fs } from 'fs';
import path from 'path';
import { lockDbPath } from './dbpath-lock';
import { decodeRecords, encodeRecord, nextIntactRecord, salvageRecords } from './records';

/** What the journal needs of an open file; tests pass one that fails on demand (disk full, fsync errors). */
export type JournalFile = Pick<fs.FileHandle, 'write' | 'datasync' | 'truncate' | 'close'>;

/** Opens `file` for appending. */
export type OpenJournalFile = (file: string) => Promise<JournalFile>;

/** Told what became of appended records, so memory can follow the disk. */
export interface JournalListener {
  /** Every record up to `seq` (as returned by `append`) is on disk. */
  durable(seq: number): void;
  /** Records after the last durable one will never be: they were dropped. Appends are refused until `recovered`. */
  failed(err: Error): void;
  /** The journal can be written again. */
  recovered(): void;
}

export interface JournalOptions {
  dir: string;
  /** Journal size that triggers a snapshot + fresh journal, bounding restart time. */
  compactBytes: number;
  /** Records that rebuild the current state from nothing (read synchronously at compaction). */
  snapshot: () => Iterable<Document>;
  /**
   * Damage in the middle of the journal: keep a copy of the file, then rebuild it from every
   * intact record. Without it, such a journal refuses to open and is left untouched.
   */
  repair?: boolean;
  /** How the journal file is opened for appends. Default: fs.open(file, 'a'). */
  openFile?: OpenJournalFile;
  /** After a failed write, how often to try the journal again. Default 1 s. */
  retryMs?: number;
  /** Told when the journal fails and when it can be written again. */
  log?: (message: string) => void;
}

export interface RecoveryReport {
  records: number;
  /** Bytes of a torn journal tail (a write cut short by a crash) that were discarded. */
  discardedBytes: number;
  /** Set when `repair` rebuilt a journal damaged in the middle. */
  repaired?: {
    /** Copy of the journal as it was found. */
    backup: string;
    /** Byte ranges [start, end) of the original file that held no intact record. */
    dropped: Array<[number, number]>;
  };
}

/** The journal is damaged before its last record: starting would silently lose later writes. */
export class JournalCorruptError extends Error {
  constructor(
    readonly file: string,
    readonly offset: number,
  ) {
    super(
      `journal ${file} is corrupt at byte offset ${offset}, and intact records follow the damage. ` +
        `Refusing to start: that would lose every write after it. The file is left untouched. ` +
        `Start with --repair (or { repair: true }) to keep a copy and rebuild the journal from its intact records.`,
    );
  }
}

const SNAPSHOT = 'snapshot.bson';
const DEFAULT_RETRY_MS = 1000;
/** Written to test a journal that failed; replay ignores it. */
const PROBE_RECORD = encodeRecord({ op: 'probe' });
const openForAppend: OpenJournalFile = (file) => fs.open(file, 'a');
const journalName = (generation: number): string => `journal-${generation}.log`;

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

/**
 * Write-ahead journal with group commit. `append` queues a record; `commit` resolves once
 * everything appended so far is written and fdatasync'ed — one fsync covers every write
 * that queued up meanwhile. State on disk = `snapshot.bson` (generation N, written to a
 * temp file and renamed) + `journal-N.log`.
 */
export class Journal {
  private pending: Buffer[] = [];
  private appendedSeq = 0;
  private durableSeq = 0;
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private failure: Error | null = null;
  private retry: NodeJS.Timeout | null = null;
  private listener: JournalListener | null = null;

  private constructor(
    private readonly options: JournalOptions,
    private file: JournalFile,
    private generation: number,
    private size: number,
    private readonly unlock: () => Promise<void>,
  ) {}

  /** Replays snapshot + journal through `apply`, cuts off a torn tail, and opens for appends. */
  static async open(
    options: JournalOptions,
    apply: (record: Document) => void,
  ): Promise<{ journal: Journal; recovery: RecoveryReport }> {
    const { dir } = options;
    await fs.mkdir(dir, { recursive: true });
    const unlock = await lockDbPath(dir);
    try {
      const generation = await replaySnapshot(dir, apply);
      const journalPath = path.join(dir, journalName(generation));
      const data = await fs.readFile(journalPath).catch(() => Buffer.alloc(0));
      const recovered = await recoverJournal(journalPath, data, options.repair === true);
      recovered.records.forEach(apply);
      await removeStaleFiles(dir, generation);
      const file = await (options.openFile ?? openForAppend)(journalPath);
      await syncDirectory(dir);
      const journal = new Journal(options, file, generation, recovered.size, unlock);
      const { records, discardedBytes, repaired } = recovered;
      return { journal, recovery: { records: records.length, discardedBytes, ...(repaired && { repaired }) } };
    } catch (err) {
      await unlock();
      throw err;
    }
  }

  watch(listener: JournalListener): void {
    this.listener = listener;
  }

  /** Why the journal cannot be written now (writes must be refused), or null. */
  get error(): Error | null {
    return this.failure;
  }

  /** Queues a record; returns its sequence number (see JournalListener.durable). */
  append(record: Document): number {
    if (this.failure) throw this.failure;
    this.pending.push(encodeRecord(record));
    this.flushing ??= this.flushLoop();
    return ++this.appendedSeq;
  }

  /** Resolves when every record appended before this call is on disk. */
  commit(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const seq = this.appendedSeq;
    if (this.durableSeq >= seq) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ seq, resolve, reject }));
  }

  async close(): Promise<void> {
    await this.commit().catch(() => undefined);
    await this.flushing;
    if (this.retry) clearTimeout(this.retry);
    if (this.failure) await this.file.truncate(this.size).catch(() => undefined);
    await this.file.close();
    await this.unlock();
  }

  private async flushLoop(): Promise<void> {
    // Let the current turn of the event loop queue more writes into this batch.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.pending.length > 0) {
        const batch = Buffer.concat(this.pending);
        const seq = this.appendedSeq;
        this.pending = [];
        await writeFully(this.file, batch);
        await this.file.datasync();
        this.size += batch.length;
        this.markDurable(seq);
        if (this.pending.length === 0 && this.size >= this.options.compactBytes) await this.compact();
      }
    } catch (err) {
      await this.fail(err instanceof Error ? err : new Error(String(err)));
    } finally {
      this.flushing = null;
    }
  }

  /**
   * A write or fsync failed (disk full, I/O error): nothing after the last durable record
   * will be acknowledged. Drop it, cut any torn bytes off the file, tell the listener (which
   * undoes those writes in memory), and retry the journal until it can be written again.
   */
  private async fail(err: Error): Promise<void> {
    this.failure = err;
    this.pending = [];
    this.durableSeq = this.appendedSeq; // settled: nothing is outstanding any more
    for (const waiter of this.waiters.splice(0)) waiter.reject(err);
    this.listener?.failed(err);
    this.options.log?.(
      `journal write failed (${err.message}): unsaved writes undone, read-only until the journal can be written`,
    );
    await this.file.truncate(this.size).catch(() => undefined);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    this.retry = setTimeout(() => void this.probe(), this.options.retryMs ?? DEFAULT_RETRY_MS);
    this.retry.unref();
  }

  /** Writes and syncs a record replay ignores, right after the last durable byte; success ends the failure. */
  private async probe(): Promise<void> {
    this.retry = null;
    try {
      await this.file.truncate(this.size);
      await writeFully(this.file, PROBE_RECORD);
      await this.file.datasync();
      // A failed compaction may have renamed the snapshot without syncing the directory.
      await syncDirectory(this.options.dir);
      this.size += PROBE_RECORD.length;
      this.failure = null;
      this.listener?.recovered();
      this.options.log?.('journal writable again: accepting writes');
    } catch {
      this.scheduleRetry();
    }
  }

  private markDurable(seq: number): void {
    this.durableSeq = seq;
    this.listener?.durable(seq);
    const done = this.waiters.filter((w) => w.seq <= seq);
    this.waiters = this.waiters.filter((w) => w.seq > seq);
    for (const waiter of done) waiter.resolve();
  }

  /**
   * Snapshot the state (captured synchronously, so it equals exactly what the journal holds
   * now), then continue in a fresh journal. Writes arriving meanwhile wait in `pending` and
   * go to the new journal. A crash at any step leaves a recoverable pair on disk.
   */
  private async compact(): Promise<void> {
    const { dir } = this.options;
    const next = this.generation + 1;
    const buffers = [encodeRecord({ snapshot: next })];
    for (const record of this.options.snapshot()) buffers.push(encodeRecord(record));
    buffers.push(encodeRecord({ end: true }));

    const temp = path.join(dir, `${SNAPSHOT}.tmp`);
    const out = await fs.open(temp, 'w');
    try {
      await writeFully(out, Buffer.concat(buffers));
      await out.datasync();
    } finally {
      await out.close();
    }
    // Everything that can fail comes before the rename: a failure leaves the current pair in use.
    const file = await (this.options.openFile ?? openForAppend)(path.join(dir, journalName(next)));
    try {
      await fs.rename(temp, path.join(dir, SNAPSHOT));
    } catch (err) {
      await file.close().catch(() => undefined);
      throw err;
    }
    // The snapshot is in place: from here on appends go to the new journal, whatever fails
    // next (a failed directory sync is retried by the probe before writes resume).
    const old = this.file;
    this.file = file;
    this.generation = next;
    this.size = 0;
    await old.close().catch(() => undefined);
    await syncDirectory(dir);
    await fs.rm(path.join(dir, journalName(next - 1)), { force: true });
  }
}

/**
 * The journal's records, its file made ready for appends. A torn tail (no intact record
 * after the damage: a crash mid-write) is cut off. Damage with intact records after it is
 * refused, or with `repair`, copied aside and rebuilt from every intact record.
 */
async function recoverJournal(
  file: string,
  data: Buffer,
  repair: boolean,
): Promise<{ records: Document[]; size: number; discardedBytes: number; repaired?: RecoveryReport['repaired'] }> {
  const { records, validLength } = decodeRecords(data);
  if (validLength === data.length) return { records, size: data.length, discardedBytes: 0 };
  if (nextIntactRecord(data, validLength) === null) {
    await fs.truncate(file, validLength);
    return { records, size: validLength, discardedBytes: data.length - validLength };
  }
  if (!repair) throw new JournalCorruptError(file, validLength);

  const backup = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await fs.copyFile(file, backup, fsConstants.COPYFILE_EXCL);
  const salvaged = salvageRecords(data);
  const rebuilt = Buffer.concat(salvaged.records.map(encodeRecord));
  const temp = `${file}.tmp`;
  await fs.writeFile(temp, rebuilt);
  const handle = await fs.open(temp, 'r+');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, file);
  await syncDirectory(path.dirname(file));
  return {
    records: salvaged.records,
    size: rebuilt.length,
    discardedBytes: 0,
    repaired: { backup, dropped: salvaged.dropped },
  };
}

/** Applies the snapshot's records and returns its generation (0 when there is none). */
async function replaySnapshot(dir: string, apply: (record: Document) => void): Promise<number> {
  const data = await fs.readFile(path.join(dir, SNAPSHOT)).catch(() => null);
  if (!data) return 0;
  const { records, validLength } = decodeRecords(data);
  const header = records[0];
  const footer = records[records.length - 1];
  if (validLength !== data.length || typeof header?.snapshot !== 'number' || footer?.end !== true) {
    // Snapshots are renamed into place only when complete, so this is real corruption.
    throw new Error(`${path.join(dir, SNAPSHOT)} is corrupt; refusing to start on partial data`);
  }
  records.slice(1, -1).forEach(apply);
  return header.snapshot;
}

async function removeStaleFiles(dir: string, generation: number): Promise<void> {
  const current = journalName(generation);
  for (const name of await fs.readdir(dir)) {
    const stale = (/^journal-\d+\.log(\.tmp)?$/.test(name) && name !== current) || name === `${SNAPSHOT}.tmp`;
    if (stale) await fs.rm(path.join(dir, name), { force: true });
  }
}

async function writeFully(file: JournalFile, data: Buffer): Promise<void> {
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await file.write(data, offset, data.length - offset);
    offset += bytesWritten;
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
