import { EmptyState, ErrorState, Muted, Stack, type EmptyStateProps } from '@carmarket/shared-ui';
import { LoadMore, type PagedApi } from '@carmarket/shared-ui/widgets';
import type { ReactNode } from 'react';

export interface PagedListProps<T> {
  /** The list as the API pages it (Link rel="next", X-Total-Count). */
  list: PagedApi<T>;
  /** Shown until the first page arrives. */
  loading: ReactNode;
  empty: EmptyStateProps;
  /** The line above the rows, from the rows loaded so far and how many there are in all; null for none. */
  summary: (loaded: readonly T[], total: number) => string | null;
  /** The rows loaded so far (a table, a grid of cards). */
  children: (loaded: T[]) => ReactNode;
}

/**
 * An admin's list of every row the API holds, not only its first page: the pages loaded so far
 * and Load more below them while the API names a next page.
 */
export function PagedList<T>({ list, loading, empty, summary, children }: PagedListProps<T>) {
  if (list.error && list.items.length === 0) return <ErrorState message={list.error.message} onRetry={list.retry} />;
  if (list.isLoading) return <>{loading}</>;
  if (list.items.length === 0) return <EmptyState {...empty} />;
  const line = summary(list.items, Math.max(list.total ?? 0, list.items.length));
  return (
    <Stack $gap="sm">
      {line && <Muted role="status">{line}</Muted>}
      {children(list.items)}
      <LoadMore list={list} />
    </Stack>
  );
}

/** '3 sellers' once every row is loaded, 'Showing 2 of 3 sellers' before. */
export function countOf(loaded: number, total: number, [one, many]: readonly [string, string]): string {
  const noun = total === 1 ? one : many;
  return loaded >= total ? `${total} ${noun}` : `Showing ${loaded} of ${total} ${noun}`;
}
