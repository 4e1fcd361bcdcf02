// Rate-limit counters shared by every API process, in MongoDB: one document per key and fixed
// window ({_id: key@windowStart, count, expiresAt}), so a request costs one atomic
// findOneAndUpdate ($inc, upserted) whatever the traffic and however many processes serve it.
// Windows are aligned to the clock (a minute window starts on the minute), so every process
// agrees on them without talking to the others; a TTL index deletes them once they end.
// For the limits that protect something (sign-up, booking, payment): per-process counters would
// let a client multiply a limit by the number of processes. See docs/scaling.md.
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from './throttler-record';
import type { Connection } from 'mongoose';

export const RATE_LIMIT_COLLECTION = 'rate_limit_windows';

interface RateWindow {
  _id: string;
  count: number;
  expiresAt: Date;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class SharedWindowThrottlerStorage implements ThrottlerStorage {
  private indexed?: Promise<unknown>;

  constructor(
    private readonly connection: Connection,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; over `limit` it is refused until the window ends (that is the block). */
  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = this.now();
    const windowEnd = now - (now % ttl) + ttl;
    const windows = this.connection.collection<RateWindow>(RATE_LIMIT_COLLECTION);
    this.indexed ??= windows
      .createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 })
      .catch(() => (this.indexed = undefined));
    // An upsert racing another on the same _id is retried by the server (MongoDB >= 4.2).
    const window = await windows.findOneAndUpdate(
      { _id: `${key}@${windowEnd - ttl}` },
      { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(windowEnd) } },
      { upsert: true, returnDocument: 'after' },
    );
    const count = window?.count ?? 1;
    const blocked = count > limit;
    return {
      totalHits: count,
      timeToExpire: seconds(windowEnd - now),
      isBlocked: blocked,
      timeToBlockExpire: blocked ? seconds(windowEnd - now) : 0,
    };
  }
}
