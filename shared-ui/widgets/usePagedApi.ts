import { useCallback, useEffect, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import {
  apiFetchPage,
  apiPath,
  pollEvery,
  toastError,
  trackPagedList,
  type ApiError,
  type ApiItem,
  type ApiPage,
  type ApiPath,
  type WithParams,
} from '@carmarket/shared-ui';

export interface PagedApi<T> {
  /** Every item of the pages loaded so far, in order. */
  items: T[];
  /** How many items match in all (X-Total-Count or the body's total), once the first page arrived. */
  total: number | null;
  /** The first page is loading. */
  isLoading: boolean;
  /** A further page is loading. */
  loadingMore: boolean;
  hasMore: boolean;
  error: ApiError | undefined;
  loadMore: () => void;
  /** Fetches every loaded page again (after an error, or when something changed). */
  retry: () => void;
}

export interface PagedApiOptions<T> {
  errorToast?: string | false;
  /** The first page as a route loader has just read it (prefetchPage): shown in the first render
   *  instead of a loading state, and not read again on mount. */
  firstPage?: ApiPage<T>;
  /** Asks for the first page again every `poll` ms while the screen is visible (pollEvery); a later
   *  page is read again when the page before it moved on. */
  poll?: number;
}

/**
 * The one Load-more list: starts at `path` (with its `params`; null: nothing to load yet) and
 * grows by one page per loadMore(), following the API's next page in either paging style (`Link`
 * rel="next", or a body's `nextCursor`). Pages share the SWR cache; revalidate() with a matching
 * path refetches them in order, so cursors stay consistent after a change.
 */
export function usePagedApi<P extends ApiPath>(
  path: P | null,
  ...[options]: WithParams<P, PagedApiOptions<ApiItem<P>>>
): PagedApi<ApiItem<P>> {
  type T = ApiItem<P>;
  const { errorToast, firstPage, poll, params } = (options ?? {}) as PagedApiOptions<T> & {
    params?: Parameters<typeof apiPath>[1];
  };
  const firstPath = path && (params ? apiPath(path, params) : path);
  // The loader's page stays the fallback of its path for the hook's life: SWR keeps a fallback out
  // of its cache, so dropping it (a later render of the loader gives none) would empty the list
  // without asking for it again.
  const seeded = useRef<{ path: string; page: ApiPage<T> } | undefined>(undefined);
  if (firstPage && firstPath && !seeded.current) seeded.current = { path: firstPath, page: firstPage };
  const given = seeded.current?.path === firstPath ? seeded.current.page : undefined;
  const getKey = (index: number, previous: ApiPage<T> | null) => (index === 0 ? firstPath : (previous?.next ?? null));
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<ApiPage<T>, ApiError>(
    getKey,
    (pagePath: string) => apiFetchPage<T>(pagePath),
    {
      ...(poll && pollEvery(poll)),
      onError: (err) => toastError(firstPath ?? '', err, errorToast),
      // A page the loader has just read is shown as it is: checking it again on mount would only
      // render every item a second time before the page is painted.
      ...(given && { fallbackData: [given], revalidateOnMount: false }),
    },
  );

  useEffect(() => {
    if (!firstPath) return undefined;
    return trackPagedList({ firstPath, refetch: () => mutate() });
  }, [firstPath, mutate]);

  const loadMore = useCallback(() => void setSize((current) => current + 1), [setSize]);
  const retry = useCallback(() => void mutate(), [mutate]);
  const pages = data ?? [];
  return {
    items: pages.flatMap((page) => page.items),
    total: pages[0]?.total ?? null,
    // SWR counts a first page given (fallbackData) as not loaded yet.
    isLoading: isLoading && data === undefined,
    // A list without a path yet loads nothing (SWR still counts one page asked for).
    loadingMore: firstPath !== null && !isLoading && !error && size > pages.length,
    hasMore: Boolean(pages.at(-1)?.next),
    error,
    loadMore,
    retry,
  };
}
