// Leases: one API process at a time runs a periodic job. A lease is one document
// {_id: job, holder, expiresAt}; taking it is one conditional upsert that matches only when the
// lease is free, expired or already ours, so of any number of processes trying at once exactly
// one gets it. The holder renews it every run; if it dies, another takes over once it expires.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Connection } from 'mongoose';
import { isDuplicateKeyError } from '../mongo/duplicate-key';

export const LEASES_COLLECTION = 'leases';

interface LeaseDocument {
  _id: string;
  holder: string;
  expiresAt: Date;
}

export class Leases {
  constructor(
    private readonly connection: Connection,
    /** Its name in lease documents: host and pid for whoever reads them, unique per instance. */
    private readonly holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  ) {}

  /** Takes or renews `job`'s lease until `now + durationMs`; false while another process holds it. */
  async acquire(job: string, now: Date, durationMs: number): Promise<boolean> {
    const leases = this.connection.collection<LeaseDocument>(LEASES_COLLECTION);
    try {
      await leases.updateOne(
        { _id: job, $or: [{ expiresAt: { $lte: now } }, { holder: this.holder }] },
        { $set: { holder: this.holder, expiresAt: new Date(now.getTime() + durationMs) } },
        { upsert: true },
      );
      return true;
    } catch (error) {
      // Held by another process: the filter did not match, and the upsert met its _id.
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
}
