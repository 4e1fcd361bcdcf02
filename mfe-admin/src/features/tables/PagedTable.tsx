import { Button, EmptyState, ErrorState, Muted, Stack, styled, type EmptyStateProps } from '@carmarket/shared-ui';
import { type Column, type PagedApi, Table } from '@carmarket/shared-ui/widgets';
import type { ReactNode } from 'react';

const More = styled.div`
  display: flex;
  justify-content: center;
`;

export interface PagedTableProps<T> {
  /** The list as the API pages it (Link rel="next", X-Total-Count). */
  list: PagedApi<T>;
  /** Shown until the first page arrives. */
  loading: ReactNode;
  empty: EmptyStateProps;
  caption: string;
  columns: readonly Column<T>[];
  /** The line above the table, from the rows loaded so far and how many there are in all. */
  summary: (loaded: readonly T[], total: number) => string;
}

/**
 * An admin's list of every row the API holds, not only its first page: the table of the pages loaded
 * so far and Load more below it while the API names a next page.
 */
export function PagedTable<T extends { _id: string }>({ list, loading, empty, caption, columns, summary }: PagedTableProps<T>) {
  if (list.error && list.items.length === 0) return <ErrorState message={list.error.message} onRetry={list.retry} />;
  if (list.isLoading) return <>{loading}</>;
  if (list.items.length === 0) return <EmptyState {...empty} />;
  return (
    <Stack $gap="sm">
      <Muted role="status">{summary(list.items, Math.max(list.total ?? 0, list.items.length))}</Muted>
      <Table caption={caption} columns={columns} rows={list.items} rowKey={(row) => row._id} />
      {list.error && <ErrorState title="Could not load more" message={list.error.message} onRetry={list.retry} />}
      {list.hasMore && !list.error && (
        <More>
          <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
            Load more
          </Button>
        </More>
      )}
    </Stack>
  );
}

/** '3 sellers' once every row is loaded, 'Showing 2 of 3 sellers' before. */
export function countOf(loaded: number, total: number, [one, many]: readonly [string, string]): string {
  const noun = total === 1 ? one : many;
  return loaded >= total ? `${total} ${noun}` : `Showing ${loaded} of ${total} ${noun}`;
}
