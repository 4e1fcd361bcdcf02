import { useCallback, useEffect } from 'react';
import useSWRInfinite from 'swr/infinite';
import { api, toastError, trackPagedList, type ApiError, type ApiPage } from '@carmarket/shared-ui';

export interface PagedApi<T> {
  /** Every item of the pages loaded so far, in order. */
  items: T[];
  /** How many items match in all (X-Total-Count), once the first page arrived. */
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
}

/**
 * A list the API pages with a cursor (Link rel="next"): starts at `firstPath` (null: nothing to
 * load yet) and grows by one page per loadMore(). Pages share the SWR cache; revalidate() with a
 * matching path refetches them in order, so cursors stay consistent after a change.
 */
export function usePagedApi<T>(
  firstPath: string | null,
  { errorToast, firstPage }: PagedApiOptions<T> = {},
): PagedApi<T> {
  const getKey = (index: number, previous: ApiPage<T> | null) => (index === 0 ? firstPath : (previous?.next ?? null));
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<ApiPage<T>, ApiError>(
    getKey,
    (path: string) => api.page<T>(path),
    {
      onError: (err) => toastError(firstPath ?? '', err, errorToast),
      // A page the loader has just read is shown as it is: checking it again on mount would only
      // render every item a second time before the page is painted.
      ...(firstPage && { fallbackData: [firstPage], revalidateOnMount: false }),
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
    loadingMore: !isLoading && !error && size > pages.length,
    hasMore: Boolean(pages.at(-1)?.next),
    error,
    loadMore,
    retry,
  };
}
