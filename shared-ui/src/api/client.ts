import { getRuntimeConfig } from '../config/runtime-config';
import { assetUrlUnder } from './asset-url';
import { currentIdToken } from '../auth/firebase';
import createClient from 'openapi-fetch';
import type { paths } from '../api-types';
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
/** By the request's absolute URL, as a Request spells it (so a path and its typed call meet). */
const prefetched = new Map<string, Prefetched>();
/** URLs whose prefetched answer a screen has read: an answer handed over later would be stale. */
const taken = new Set<string>();

/** The absolute URL of an API path, spelled as `new Request(...)` spells it. */
function requestUrl(path: string): string {
  return new URL(apiUrl(path), globalThis.location?.href).href;
}

function take(url: string): void {
  prefetched.delete(url);
  taken.add(url);
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
  take(requestUrl(path));
  return handled(answer.then(({ json, headers }) => pageOf<T>(path, json, headers)));
}

/** A head start nobody need wait for: its failure reaches whoever awaits it, and is no unhandled rejection otherwise. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

function prefetchedAnswer(path: string): Prefetched {
  const url = requestUrl(path);
  const pending = prefetched.get(url);
  if (pending && Date.now() - pending.at < PREFETCH_KEPT_MS) return pending;
  return keepPrefetched(url, send(new Request(url, { headers: { Accept: JSON_TYPE } })));
}

/**
 * Takes a GET of `path` already under way, started before this module ran (the shell's entry asks
 * for the first page's reads with the same token, shell/src/federation/early-reads.ts), as if
 * prefetch(path) had sent it: a non-2xx answer or a network failure becomes the same ApiError.
 */
export function adoptPrefetch(path: string, response: Promise<Response>): void {
  const url = requestUrl(path);
  if (prefetched.has(url) || taken.has(url)) return; // asked for here already: that answer is the one in use
  const checked = response.then(
    async (res) => {
      if (!res.ok) throw await apiErrorFromResponse(res);
      return res;
    },
    () => {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    },
  );
  keepPrefetched(url, checked);
}

function keepPrefetched(url: string, response: Promise<Response>): Prefetched {
  // Copied before anyone reads it: this reaction runs before the taker's, which come later.
  const answer = response.then(async (res) => ({ json: await readJson(res.clone()), headers: res.headers }));
  response.catch(() => undefined); // the taker sees the failure
  answer.catch(() => undefined);
  const entry = { response, answer, at: Date.now() };
  prefetched.set(url, entry);
  return entry;
}

/** openapi-fetch's transport: a GET prefetched for the same URL, once; otherwise the request sent. */
function sendOrTake(request: Request): Promise<Response> {
  const early = request.method === 'GET' ? prefetched.get(request.url) : undefined;
  if (early) take(request.url);
  return early && Date.now() - early.at < PREFETCH_KEPT_MS ? early.response : send(request);
}

/** Sends one request with the caller's token; a failure (network or non-2xx) becomes an ApiError. */
async function send(request: Request): Promise<Response> {
  const token = await currentIdToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  let res: Response;
  try {
    res = await fetch(request);
  } catch (err) {
    if (request.signal.aborted) throw err;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) throw await apiErrorFromResponse(res);
  return res;
}

async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

const JSON_TYPE = 'application/json';

/**
 * openapi-fetch over the API's generated `paths`: it writes the URL, the query and the body (JSON;
 * FormData as multipart/form-data, photo uploads), and reads the answer; the transport adds the
 * signed-in person's Firebase ID token and turns every failure into an ApiError.
 */
export const openApiClient = createClient<paths>({ headers: { Accept: JSON_TYPE }, fetch: sendOrTake });

/** Any call through openapi-fetch, with the configured base URL (read per call: it loads at start-up). */
export async function request(method: HttpMethod, path: string, init: RequestInit = {}): Promise<FetchAnswer> {
  const { data, response } = await openApiClient.request(
    method,
    path as never,
    {
      ...(init as object),
      baseUrl: apiUrl(''),
    } as never,
  );
  return { data: data as unknown, response };
}

type HttpMethod = 'get' | 'post' | 'put' | 'delete';
interface RequestInit {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> };
  body?: unknown;
  signal?: AbortSignal;
}
interface FetchAnswer {
  data: unknown;
  response: Response;
}

/**
 * The one way the frontends call the API: JSON in and out, the signed-in person's Firebase ID
 * token as `Authorization: Bearer`, and every failure turned into an ApiError. Untyped: kept for
 * remotes built before the client typed by path (typed.ts), which new code uses.
 */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: ApiRequest = {}): Promise<T> {
  return (await request(method.toLowerCase() as HttpMethod, path, { body, signal })).data as T;
}

/** One page of a paginated list: its items, the path of the next page, and how many match in all. */
export interface ApiPage<T> {
  items: T[];
  /** API path of the next page (from `Link: <...>; rel="next"`), null on the last page. */
  next: string | null;
  /** `X-Total-Count`, null when the API does not send it. */
  total: number | null;
}

/**
 * GETs one page of a list in either of the API's paging styles: an array with `Link` rel="next"
 * and `X-Total-Count` headers (the convention), or a body `{ items, nextCursor, total }` (lists
 * from before it, kept until a contract major because released remotes read them).
 */
export async function apiFetchPage<T>(path: string, signal?: AbortSignal): Promise<ApiPage<T>> {
  const { data, response } = await request('get', path, { signal });
  return pageOf<T>(path, data, response.headers);
}

interface CursorBody<T> {
  items: T[];
  nextCursor?: string | null;
  total?: number;
}

function isCursorBody<T>(body: unknown): body is CursorBody<T> {
  return (
    typeof body === 'object' && body !== null && !Array.isArray(body) && Array.isArray((body as CursorBody<T>).items)
  );
}

function pageOf<T>(path: string, body: unknown, headers: Headers): ApiPage<T> {
  if (isCursorBody<T>(body)) {
    const { items, nextCursor, total } = body;
    return { items, next: nextCursor ? withCursor(path, nextCursor) : null, total: total ?? null };
  }
  const total = Number(headers.get('X-Total-Count') ?? NaN);
  return {
    items: (body as T[] | undefined) ?? [],
    next: nextPagePath(headers.get('Link')),
    total: Number.isFinite(total) ? total : null,
  };
}

/** `path` asking for the page after `cursor` (any cursor it had replaced). */
function withCursor(path: string, cursor: string): string {
  const [pathname, query = ''] = path.split('?', 2);
  const kept = query.split('&').filter((pair) => pair && !pair.startsWith('cursor='));
  return `${pathname}?${[...kept, `cursor=${encodeURIComponent(cursor)}`].join('&')}`;
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
