/** The release store (see store.js). */
export interface ReleaseInfo {
  version: string;
  publishedAt: string;
  contract: string | null;
}
export function buildHash(dir: string): string;
export function listReleases(store: string): ReleaseInfo[];
export function publish(
  store: string,
  built: string,
  packageVersion: string,
): { version: string; contract: string | null; created: boolean };
export function promote(store: string, version: string): string | null;
export function rollback(store: string): { from: string; to: string | null };
export function readChannels(store: string): { current: string | null; history: string[] };
export function stagingFolder(store: string): string;
export const VERSION: RegExp;
export const CHANNELS: string;
