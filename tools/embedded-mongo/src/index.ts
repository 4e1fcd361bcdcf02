import { CursorRegistry } from './cursors';
import { WireServer, type Logger } from './server';
import { Engine } from './storage/engine';
import { Journal, type OpenJournalFile, type RecoveryReport } from './storage/journal';

export interface StartOptions {
  /** TCP port; 0 picks a free one. Default 27017. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Directory for the journal and snapshots. Required unless `memory`. */
  dbpath?: string;
  /** Keep everything in memory, nothing on disk. Default: true when no dbpath is given. */
  memory?: boolean;
  /** Journal size that triggers compaction (snapshot + fresh journal). Default 64 MiB. */
  compactBytes?: number;
  /** How often TTL indexes are applied, like mongod's TTL monitor. Default 60 s. */
  ttlIntervalMs?: number;
  /**
   * A journal damaged in the middle (intact records after the damage) makes `start` refuse,
   * naming file and offset. With `repair`, the journal is first copied to
   * `journal-N.log.corrupt-<time>`, then rebuilt from every intact record. Default false.
   */
  repair?: boolean;
  /** After a failed journal write, how often the journal is tried again. Default 1 s. */
  journalRetryMs?: number;
  /** Fault injection for tests: how the journal file is opened for appends. */
  openJournalFile?: OpenJournalFile;
  /** Connections served at once; more are closed on arrival. Default 1000. */
  maxConnections?: number;
  /** Open cursors kept at most; one more drops the least recently used. Default 1000. */
  maxOpenCursors?: number;
  /** A cursor unused this long is dropped. Default 10 minutes (as mongod). */
  cursorTimeoutMs?: number;
  /** Where connection problems and recovery notes go. Default: nowhere. */
  log?: Logger;
}

export interface RunningServer {
  /** e.g. `mongodb://127.0.0.1:27018`; append `/<db>` to pick a database. */
  uri: string;
  host: string;
  port: number;
  /** What recovery found on disk (undefined in memory mode). */
  recovery?: RecoveryReport;
  stop(): Promise<void>;
}

const DEFAULT_COMPACT_BYTES = 64 * 1024 * 1024;
const DEFAULT_TTL_INTERVAL_MS = 60_000;
const DEFAULT_MAX_CONNECTIONS = 1000;
const DEFAULT_MAX_OPEN_CURSORS = 1000;
const DEFAULT_CURSOR_TIMEOUT_MS = 10 * 60 * 1000;

export async function start(options: StartOptions = {}): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  if (options.memory && options.dbpath) throw new Error('choose either memory or dbpath, not both');
  const memory = options.memory ?? !options.dbpath;

  const engine = new Engine();
  let recovery: RecoveryReport | undefined;
  if (!memory) {
    const opened = await Journal.open(
      {
        dir: options.dbpath!,
        compactBytes: options.compactBytes ?? DEFAULT_COMPACT_BYTES,
        snapshot: () => engine.snapshot(),
        repair: options.repair,
        retryMs: options.journalRetryMs,
        openFile: options.openJournalFile,
        log,
      },
      (record) => engine.replay(record),
    );
    engine.attachJournal(opened.journal);
    recovery = opened.recovery;
  }

  const cursors = new CursorRegistry({
    idleTimeoutMs: options.cursorTimeoutMs ?? DEFAULT_CURSOR_TIMEOUT_MS,
    maxOpenCursors: options.maxOpenCursors ?? DEFAULT_MAX_OPEN_CURSORS,
  });
  const server = new WireServer({ engine, cursors }, log, {
    maxConnections: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
  });
  let port: number;
  try {
    port = await server.listen(options.port ?? 27017, host);
  } catch (err) {
    cursors.close();
    await engine.close();
    throw err;
  }
  // A wildcard address is not something a client can connect to; loopback reaches it.
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const uriHost = reachable.includes(':') ? `[${reachable}]` : reachable;
  const ttl = setInterval(() => {
    if (engine.expire(new Date()) > 0)
      engine.commit().catch((err: Error) => log(`journal write failed: ${err.message}`));
  }, options.ttlIntervalMs ?? DEFAULT_TTL_INTERVAL_MS);
  ttl.unref();
  return {
    uri: `mongodb://${uriHost}:${port}`,
    host,
    port,
    recovery,
    stop: async () => {
      clearInterval(ttl);
      await server.close();
      cursors.close();
      await engine.close();
    },
  };
}

export type { Logger } from './server';
export { JournalCorruptError, type JournalFile, type OpenJournalFile, type RecoveryReport } from './storage/journal';
