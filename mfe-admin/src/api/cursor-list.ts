import { api, useApi, type ApiError } from '@carmarket/shared-ui';
import { useState } from 'react';

/** A page of a list the API pages with `cursor`/`nextCursor` in the body. */
export interface CursorPage<T> {
  items: T[];
  total: number;
  nextCursor?: string | null;
}

export interface CursorList<T> {
  items: T[] | undefined;
  total: number | undefined;
  error: ApiError | undefined;
  retry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Takes an item out of the later pages at once (the first page refetches itself). */
  drop: (id: string) => void;
}

const withCursor = (path: string, cursor: string) =>
  `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;

/**
 * The first page through the shared cache (so a change announced elsewhere refreshes it), later
 * pages appended on demand: the admin's reviews and reported conversations.
 */
export function useCursorList<T extends { _id: string }>(path: string): CursorList<T> {
  const first = useApi<CursorPage<T>>(path);
  const [later, setLater] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null | undefined>(undefined); // undefined: no later page fetched
  const [loadingMore, setLoadingMore] = useState(false);
  const next = cursor === undefined ? (first.data?.nextCursor ?? null) : cursor;
  const firstItems = first.data?.items;
  const items = firstItems && [...firstItems, ...later.filter((item) => !firstItems.some((f) => f._id === item._id))];

  const loadMore = () => {
    if (!next || loadingMore) return;
    setLoadingMore(true);
    api
      .get<CursorPage<T>>(withCursor(path, next))
      .then((page) => {
        setLater((shown) => [...shown, ...page.items]);
        setCursor(page.nextCursor ?? null);
      })
      .catch(() => undefined) // the button stays for another try
      .finally(() => setLoadingMore(false));
  };
  return {
    items,
    total: first.data?.total,
    error: first.error,
    retry: () => void first.mutate(),
    hasMore: Boolean(next),
    loadingMore,
    loadMore,
    drop: (id) => setLater((shown) => shown.filter((item) => item._id !== id)),
  };
}
