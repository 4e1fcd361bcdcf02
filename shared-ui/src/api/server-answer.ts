// A screen's first read taken from the page the server drew, so the browser does not ask the API
// again for what the HTML already shows. On the server the answer is the request's own (its API
// cache's fallback); in the browser it is the page's data block, taken once: a later visit to the
// same screen reads the API as always.
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ServerRead } from '../server-contract';
import { nextPagePath, type ApiPage } from './client';
import { takeServerData } from './server-data';

/** The answer to GET `path` the page was drawn with, on the screen's first mount; undefined otherwise. */
export function useServerAnswer<T>(path: string | null): T | undefined {
  const { fallback } = useSWRConfig();
  const [answer] = useState<T | undefined>(() => {
    if (path === null) return undefined;
    if (typeof document === 'undefined') return fallback[path] as T | undefined;
    return takeServerData<T>(path);
  });
  return answer;
}

/** A list's first page, read on the server, as the browser's paged list reads it (Link rel="next", X-Total-Count). */
export function pageOfRead<T>(answer: ServerRead): ApiPage<T> {
  const total = Number(answer.headers?.['x-total-count'] ?? NaN);
  return {
    items: (answer.body as T[] | null) ?? [],
    next: nextPagePath(answer.headers?.link ?? null),
    total: Number.isFinite(total) ? total : null,
  };
}
