// Rate-limit counters in fixed windows: one {count, windowStart} per key, so a request costs one
// Map look-up whatever the traffic (@nestjs/throttler's own storage keeps a timestamp per request
// and filters the array on every hit). Per process: for the default per-client limit only
// (client-rate-limit.ts); the shared limits count in shared-window.storage.ts.
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from './throttler-record';

interface Window {
  count: number;
  windowStart: number;
  /** Set once the count went over the limit: refused until then. */
  blockedUntil: number;
  /** When the key may be forgotten. */
  expiresAt: number;
}

const SWEEP_EVERY_MS = 60_000;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class FixedWindowThrottlerStorage implements ThrottlerStorage {
  private readonly windows = new Map<string, Window>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Keys currently held (for tests of the expiry). */
  get size(): number {
    return this.windows.size;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerStorageRecord> {
    return this.hit(key, ttl, limit, blockDuration);
  }

  /** increment() without the promise, for a hook on every request (client-rate-limit.ts). */
  hit(key: string, ttl: number, limit: number, blockDuration: number): ThrottlerStorageRecord {
    const now = this.now();
    this.sweepNow(now);
    let window = this.windows.get(key);
    if (!window || now >= window.expiresAt) {
      window = { count: 0, windowStart: now, blockedUntil: 0, expiresAt: now + ttl };
      this.windows.set(key, window);
    }
    if (window.blockedUntil <= now) {
      window.count += 1;
      if (window.count > limit) {
        window.blockedUntil = now + (blockDuration > 0 ? blockDuration : window.windowStart + ttl - now);
        window.expiresAt = Math.max(window.expiresAt, window.blockedUntil);
      }
    }
    const blocked = window.blockedUntil > now;
    return {
      totalHits: window.count,
      timeToExpire: seconds(window.windowStart + ttl - now),
      isBlocked: blocked,
      timeToBlockExpire: blocked ? seconds(window.blockedUntil - now) : 0,
    };
  }

  /** Forgets expired keys, at most once a minute: the cost is spread over that minute's requests. */
  private sweepNow(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, window] of this.windows) if (now >= window.expiresAt) this.windows.delete(key);
  }
}
