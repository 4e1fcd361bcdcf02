import type { ListingRecord } from '../listings/schemas/listing.schema';
import type { UserRecord } from '../users/schemas/user.schema';
import type { DemoAccountKey } from './seed.data';

/** What the core seed created, handed to the extensions (e.g. the orders seed). */
export interface SeedContext {
  accounts: Record<DemoAccountKey, UserRecord>;
  /** The seed's booked car (held): the orders seed adds the demo buyer's order for it. */
  bookedListing: ListingRecord;
}

/** A module's own demo data, applied after the core seed. Must be idempotent. */
export interface SeedExtension {
  readonly name: string;
  seed(context: SeedContext): Promise<void>;
}

/** Injection token: the list of SeedExtensions (see SeedModule). */
export const SEED_EXTENSIONS = Symbol('SEED_EXTENSIONS');
