// At most `concurrency` photo uploads decode and encode at once in this process; up to `waiting`
// more wait for a turn, in order; beyond that an upload is refused at once with 503 (Retry-After
// comes with every 503), so a burst costs a queue slot, not memory. A waiting upload whose client
// went away leaves the queue without being worked on.
import { ServiceUnavailableException } from '@nestjs/common';

export const UPLOADS_BUSY = 'Too many photos are being processed right now; try again in a few seconds.';

interface Waiter {
  start: () => void;
}

export class EncodeQueue {
  private running = 0;
  private readonly queue: Waiter[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly waiting: number,
  ) {}

  /** Uploads being worked on and waiting (for tests and the bench). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  /** Runs `work` when a turn comes; throws 503 when the queue is full, or the signal's reason once it aborts while waiting. */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (this.running >= this.concurrency) await this.turn(signal);
    else this.running++;
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private turn(signal?: AbortSignal): Promise<void> {
    if (this.queue.length >= this.waiting) throw new ServiceUnavailableException(UPLOADS_BUSY);
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', leave);
          resolve();
        },
      };
      const leave = () => {
        this.queue.splice(this.queue.indexOf(waiter), 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', leave, { once: true });
      this.queue.push(waiter);
    });
  }

  /** Hands the finished upload's turn to the next waiter (the running count stays), or frees it. */
  private release(): void {
    const next = this.queue.shift();
    if (next) next.start();
    else this.running--;
  }
}
