import { getRuntimeConfig } from '../config/runtime-config';
import { assetUrlUnder } from './asset-url';
import { currentIdToken } from '../auth/firebase';
import { ApiError, apiErrorFromResponse, NETWORK_ERROR_MESSAGE } from './errors';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; FormData as multipart/form-data (photo uploads). */
  body?: unknown;
  signal?: AbortSignal;
}

/** The API's absolute URL for a path like '/categories' (base from the runtime config). */
export function apiUrl(path: string): string {
  return getRuntimeConfig().apiUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}

/**
 * Where the browser loads an image the API names: absolute URLs as they are, paths the API serves
 * itself (the seed's '/static/cars/...') from the API's host.
 */
export function assetUrl(src: string): string {
  return assetUrlUnder(getRuntimeConfig().apiUrl, src);
}

/** How long a prefetched answer waits for the screen that asked for it; after that it is not used. */
const PREFETCH_KEPT_MS = 10_000;
/** A prefetched answer: the response a screen's read takes, and its JSON and headers read from a copy. */
interface Prefetched {
  response: Promise<Response>;
  answer: Promise<{ json: unknown; headers: Headers }>;
  at: number;
}
const prefetched = new Map<string, Prefetched>();
/** Paths whose prefetched answer a screen has read: an answer handed over later would be stale. */
const taken = new Set<string>();

function take(path: string): void {
  prefetched.delete(path);
  taken.add(path);
}

/**
 * Starts GET `path` now, for a screen that will ask for it once its code has arrived (a route
 * loader calls this): that screen's first GET of the same path, within PREFETCH_KEPT_MS, takes
 * this answer instead of asking again. Resolves with the answer's JSON too, read from a copy (so
 * the loader can act on it, e.g. preload the pictures it names) while the screen reads its own.
 */
export function prefetch<T = unknown>(path: string): Promise<T> {
  return handled(prefetchedAnswer(path).answer.then(({ json }) => json as T));
}

/**
 * prefetch() of one page of a paged list, as apiFetchPage reads it, taken for good: the loader
 * hands it to the page, so no later read of the path (a check after a change) gets this answer.
 */
export function prefetchPage<T>(path: string): Promise<ApiPage<T>> {
  const { answer } = prefetchedAnswer(path);
  take(path);
  return handled(answer.then(({ json, headers }) => pageOf<T>(json as T[] | undefined, headers)));
}

/** A head start nobody need wait for: its failure reaches whoever awaits it, and is no unhandled rejection otherwise. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

function prefetchedAnswer(path: string): Prefetched {
  const pending = prefetched.get(path);
  return pending && Date.now() - pending.at < PREFETCH_KEPT_MS ? pending : keepPrefetched(path, send(path, {}));
}

/**
 * Takes a GET of `path` already under way, started before this module ran (the shell's entry asks
 * for the first page's reads with the same token, shell/src/federation/early-reads.ts), as if
 * prefetch(path) had sent it: a non-2xx answer or a network failure becomes the same ApiError.
 */
export function adoptPrefetch(path: string, response: Promise<Response>): void {
  if (prefetched.has(path) || taken.has(path)) return; // asked for here already: that answer is the one in use
  const checked = response.then(
    async (res) => {
      if (!res.ok) throw await apiErrorFromResponse(res);
      return res;
    },
    () => {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    },
  );
  keepPrefetched(path, checked);
}

function keepPrefetched(path: string, response: Promise<Response>): Prefetched {
  // Copied before anyone reads it: this reaction runs before the taker's, which come later.
  const answer = response.then(async (res) => ({ json: await readJson<unknown>(res.clone()), headers: res.headers }));
  response.catch(() => undefined); // the taker sees the failure
  answer.catch(() => undefined);
  const entry = { response, answer, at: Date.now() };
  prefetched.set(path, entry);
  return entry;
}

/** A prefetched GET of `path`, once; otherwise a new request. */
function sendOrTake(path: string, request: ApiRequest): Promise<Response> {
  const early = (request.method ?? 'GET') === 'GET' ? prefetched.get(path) : undefined;
  if (early) take(path);
  return early && Date.now() - early.at < PREFETCH_KEPT_MS ? early.response : send(path, request);
}

/** Sends one request with the caller's token; a failure (network or non-2xx) becomes an ApiError. */
async function send(path: string, { method = 'GET', body, signal }: ApiRequest): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const form = body instanceof FormData;
  // multipart: fetch writes the Content-Type itself, with the boundary.
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const token = await currentIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined || form ? (body as FormData | undefined) : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) throw await apiErrorFromResponse(res);
  return res;
}

async function readJson<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The one way the frontends call the API: JSON in and out, the signed-in person's Firebase ID
 * token as `Authorization: Bearer`, and every failure turned into an ApiError.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return readJson<T>(await sendOrTake(path, request));
}

/** One page of a paginated list: its items, the path of the next page, and how many match in all. */
export interface ApiPage<T> {
  items: T[];
  /** API path of the next page (from `Link: <...>; rel="next"`), null on the last page. */
  next: string | null;
  /** `X-Total-Count`, null when the API does not send it. */
  total: number | null;
}

/** GETs one page of a list the API paginates with `Link` rel="next" and `X-Total-Count` headers. */
export async function apiFetchPage<T>(path: string, signal?: AbortSignal): Promise<ApiPage<T>> {
  const res = await sendOrTake(path, { signal });
  return pageOf<T>(await readJson<T[]>(res), res.headers);
}

function pageOf<T>(items: T[] | undefined, headers: Headers): ApiPage<T> {
  const total = Number(headers.get('X-Total-Count') ?? NaN);
  return { items: items ?? [], next: nextPagePath(headers.get('Link')), total: Number.isFinite(total) ? total : null };
}

/** The rel="next" target of a Link header (RFC 8288) as an API path ('/category/1?cursor=...'), or null. */
export function nextPagePath(link: string | null): string | null {
  for (const part of link?.split(/,(?=\s*<)/) ?? []) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    const rel = match && /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2]);
    if (!match || !rel || !rel[1].toLowerCase().split(/\s+/).includes('next')) continue;
    const target = match[1];
    if (target.startsWith('/') && !target.startsWith('//')) return target;
    // An absolute URL on the API's own host: the part after the configured base.
    const base = getRuntimeConfig().apiUrl.replace(/\/+$/, '');
    return target.startsWith(`${base}/`) ? target.slice(base.length) : null;
  }
  return null;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiFetch<T>(path, { signal }),
  page: <T>(path: string, signal?: AbortSignal) => apiFetchPage<T>(path, signal),
  post: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'PUT', body }),
  del: <T>(path: string) => apiFetch<T>(path, { method: 'DELETE' }),
};
