// Failures of a service the API depends on (not of the request, not a bug): answered 503 with
// Retry-After, so clients wait and retry instead of signing the user out or showing a crash.
import { Error as MongooseError } from 'mongoose';

/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** The driver's errors for "no database server to talk to" (by name: they come from the mongodb package mongoose bundles). */
const DATABASE_UNREACHABLE = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoPoolClearedOnNetworkError',
  'MongoServerClosedError',
]);

/** firebase-admin's codes for "the identity provider could not be asked" (not "the token is bad"). */
const IDENTITY_UNREACHABLE = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error']);

/** The message for a dependency outage, or null when `error` is something else. */
export function unavailableMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if (
    DATABASE_UNREACHABLE.has(error.name) ||
    (error instanceof MongooseError && /buffering timed out/.test(error.message))
  ) {
    return 'The database is unavailable; try again in a few seconds.';
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && IDENTITY_UNREACHABLE.has(code)) {
    return 'The sign-in service is unavailable; you are still signed in. Try again in a few seconds.';
  }
  return null;
}
