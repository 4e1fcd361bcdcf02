// useApi and its cache's rules, on SWR as it documents itself: the rules are the value of the
// SWRConfig that ApiProvider renders (a test's own SWRConfig inside it overrides some of them), and
// the cache is SWR's default one, which revalidate() reaches with SWR's global mutate. A server
// render will give each request its own cache through SWRConfig's `provider` (decision 0046).
import type { ReactNode } from 'react';
import useSWR, { SWRConfig, type Middleware, type SWRConfiguration, type SWRResponse } from 'swr';
import { toast } from '../feedback/lazy-toast';
import { api } from './client';
import { ApiError } from './errors';
import { isServerDrawn } from './server-data';
import { apiPath, type ApiAnswer, type ApiPath, type WithParams } from './typed';

const RETRIES = 3;
const BACKOFF_FIRST_MS = 1000;
const BACKOFF_CAP_MS = 30_000;
const CACHE_MS = 5 * 60_000;

/** Delay before retry number `attempt` (1-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(BACKOFF_FIRST_MS * 2 ** (attempt - 1), BACKOFF_CAP_MS);
}

/**
 * Whether a server-drawn page is still being taken over: until the shell's root has hydrated it
 * (endTakeOver, from the root's first effect). The shell hydrates in a transition, which React
 * renders in slices, so "the first task" is not the take-over. Not a hook reading useHydrated():
 * that would render every reader again after hydration, the very work this saves. On the server
 * every render draws a page.
 */
let takeOverEnded = false;
const takingOver = (): boolean => typeof document === 'undefined' || (isServerDrawn() && !takeOverEnded);

/** The root has hydrated the server's page: answers it carried are read as always from now on. */
export function endTakeOver(): void {
  takeOverEnded = true;
}

/**
 * A read the server's page carried (the cache's `fallback`) is not read again when the browser takes
 * that page over: SWR revalidates a fallback on mount, and the answer (equal, but a new object)
 * would draw every reader again just after hydration. Later mounts, focus, polling and revalidate()
 * read the API as always; a hook that sets revalidateOnMount itself keeps its choice.
 */
export const noRereadAtTakeOver: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const carried =
    typeof key === 'string' &&
    config.revalidateOnMount === undefined &&
    config.fallback?.[key] !== undefined &&
    takingOver();
  return useSWRNext(key, fetcher, carried ? { ...config, revalidateOnMount: false } : config);
};

/** docs/product.md §9: 3 retries with exponential backoff, never for a 4xx; data kept 5 minutes. */
export const swrDefaults: SWRConfiguration = {
  use: [noRereadAtTakeOver],
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

/** The cache's rules (swrDefaults) for every useApi and paged list below it: the shell renders it once. */
export function ApiProvider({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrDefaults}>{children}</SWRConfig>;
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

/**
 * Resolved at once: SWR is part of shared-ui's core again. Kept because remotes built while SWR
 * loaded on first use (decision 0040) call it from their route loaders.
 */
export function loadApiCache(): Promise<void> {
  return Promise.resolve();
}

/**
 * GET `path` through the shared cache, typed by path: `useApi('/listings/{id}', { params: { path:
 * { id } } })`. The cache key is the concrete path ('/listings/abc'), so revalidate() and calls by
 * concrete path (remotes built before) share it. `null` skips the request (e.g. until signed in).
 */
export function useApi<P extends ApiPath>(
  path: P | null,
  ...[options]: WithParams<P, UseApiOptions<ApiAnswer<'get', P>>>
): SWRResponse<ApiAnswer<'get', P>, ApiError> {
  const { params, errorToast, ...swr } = (options ?? {}) as UseApiOptions<ApiAnswer<'get', P>> & ApiKeyParams;
  const key = path && (params ? apiPath(path, params) : path);
  return useSWR<ApiAnswer<'get', P>, ApiError>(key, { onError: (err, k) => toastError(k, err, errorToast), ...swr });
}

interface ApiKeyParams {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
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
