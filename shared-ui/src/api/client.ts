import { getRuntimeConfig } from '../config/runtime-config';
import { currentIdToken } from '../auth/firebase';
import { ApiError, apiErrorFromResponse, NETWORK_ERROR_MESSAGE } from './errors';

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
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
  return src.startsWith('/') && !src.startsWith('//') ? apiUrl(src) : src;
}

/**
 * The one way the frontends call the API: JSON in and out, the signed-in person's Firebase ID
 * token as `Authorization: Bearer`, and every failure turned into an ApiError.
 */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal }: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = await currentIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await fetch(apiUrl(path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) throw await apiErrorFromResponse(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiFetch<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'PUT', body }),
  del: <T>(path: string) => apiFetch<T>(path, { method: 'DELETE' }),
};
