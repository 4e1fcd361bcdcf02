import type { Types } from 'mongoose';

/**
 * What a feature holds about one person, for the account's export and closure. Each feature
 * implements it over its own collections (a model is injected only by its owner), and the
 * account feature calls them in turn.
 */
export interface PersonalData {
  /** This feature's part of "Download my data": plain JSON, nothing secret (no card data, no tokens). */
  exportOf(userId: Types.ObjectId, email: string): Promise<Record<string, unknown>>;
  /** Account closure: keep what the other party or the law needs, detached from the person; drop the rest. */
  closeFor(userId: Types.ObjectId, email: string): Promise<unknown>;
  /** The person's display name changed (or became the deleted user's): where it is shown to others. */
  rename?(userId: Types.ObjectId, name: string): Promise<void>;
}
