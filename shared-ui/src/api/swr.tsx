// useApi and its cache's rules, without SWR itself: SWR (about 6 KB gzip) loads with the first
// screen that reads through the cache (./use-swr.tsx), so '/', whose home reads its route loader's
// data, never downloads it (decision 0040). Its download also starts at the first pointer or key
// press, since most navigations follow one, and when a route loader asks for it (loadApiCache).
import type { ReactNode } from 'react';
import type { SWRConfiguration, SWRResponse } from 'swr';
import { toast } from '../feedback/lazy-toast';
import { api } from './client';
import { ApiError } from './errors';

const RETRIES = 3;
const BACKOFF_FIRST_MS = 1000;
const BACKOFF_CAP_MS = 30_000;
const CACHE_MS = 5 * 60_000;

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(BACKOFF_FIRST_MS * 2 ** (attempt - 1), BACKOFF_CAP_MS);
}

/** docs/product.md §9: 3 retries with exponential backoff, never for a 4xx; data kept 5 minutes. */
export const swrDefaults: SWRConfiguration = {
  fetcher: (path: string) => api.get(path),
  dedupingInterval: CACHE_MS,
  focusThrottleInterval: CACHE_MS,
  errorRetryCount: RETRIES,
  shouldRetryOnError: (err: unknown) => !(err instanceof ApiError && err.isClientError),
  onErrorRetry: (err, _key, config, revalidate, { retryCount }) => {
    if (err instanceof ApiError && err.isClientError) return;
    if (retryCount > (config.errorRetryCount ?? RETRIES)) return;
    setTimeout(() => revalidate({ retryCount }), retryDelay(retryCount));
  },
};

/**
 * The cache's defaults for a hook call, given the SWR config in effect (`useSWRConfig()`) and
 * SWR's own defaults: each of swrDefaults unless a surrounding SWRConfig set that option (tests
 * do), as when ApiProvider rendered the outermost SWRConfig.
 */
export function cacheDefaults(inEffect: object, swrOwn: object): SWRConfiguration {
  const chosen: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(swrDefaults)) {
    const set = (inEffect as Record<string, unknown>)[key];
    chosen[key] = set === undefined || set === (swrOwn as Record<string, unknown>)[key] ? value : set;
  }
  return chosen as SWRConfiguration;
}

/**
 * Kept for the apps and remote builds that render it: every useApi call passes the cache's
 * defaults itself, so there is no SWRConfig to provide (and SWR need not be loaded to render it).
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export interface UseApiOptions<T> extends SWRConfiguration<T, ApiError> {
  /** Toast text on failure: the API's message by default, a fixed text, or false for none. */
  errorToast?: string | false;
}

/** Toasts a failed GET once per key (used by useApi and usePagedApi). */
export function toastError(key: string, err: ApiError, errorToast: string | false | undefined) {
  if (errorToast === false) return;
  // One toast per failing key: retries and other components using the key update it, not add more.
  toast.error(errorToast ?? err.message, { id: `api-error:${key}` });
}

type SwrHook = typeof import('./use-swr');
let swrHook: SwrHook | undefined;
let loading: Promise<SwrHook> | undefined;

/** Loads SWR and the hook on it (once); a route loader calls it so its screen need not wait. */
export function loadApiCache(): Promise<unknown> {
  loading ??= import(/* webpackFetchPriority: "high" */ './use-swr').then(
    (loaded) => (swrHook = loaded),
    (error: unknown) => {
      loading = undefined; // a failed download may be retried
      throw error;
    },
  );
  return loading;
}

if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, () => void loadApiCache().catch(() => undefined), {
      once: true,
      capture: true,
      passive: true,
    });
}

/**
 * GET `path` through the shared cache; `null` skips the request (e.g. until signed in). Until SWR
 * has arrived the calling screen suspends (the shell's boundary holds its place), then renders
 * with the cache as it always did.
 */
export function useApi<T>(path: string | null, options: UseApiOptions<T> = {}): SWRResponse<T, ApiError> {
  if (!swrHook) throw loadApiCache();
  return swrHook.useSwrApi<T>(path, options);
}

/**
 * Options that keep a GET fresh by asking again every `ms` while the page is visible (SWR skips
 * hidden tabs), as unread counts and an open conversation need. The cache's 5-minute de-duplication
 * would answer each poll from the first request, so it is off (a request in flight is still shared);
 * after a failure the next poll still comes (SWR stops polling a key in error), never after a 4xx.
 * One component per key should poll; others read the same key without these options.
 */
export function pollEvery(ms: number): SWRConfiguration {
  return {
    refreshInterval: ms,
    dedupingInterval: 0,
    focusThrottleInterval: ms,
    onErrorRetry: (err, _key, _config, revalidate, { retryCount }) => {
      if (!(err instanceof ApiError && err.isClientError)) setTimeout(() => revalidate({ retryCount }), ms);
    },
  };
}
