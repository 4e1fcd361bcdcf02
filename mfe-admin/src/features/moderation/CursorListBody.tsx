import { Button, EmptyState, ErrorState, styled, type EmptyStateProps } from '@carmarket/shared-ui';
import type { ReactNode } from 'react';
import type { PagedApi } from '@carmarket/shared-ui/widgets';
import { TableLoading } from '../tables/TableLoading';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
export const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.sm};
`;

export interface CursorListBodyProps<T> {
  list: PagedApi<T>;
  /** The error card's title when the first page cannot be read. */
  errorTitle: string;
  /** Read out while the first page loads. */
  loadingLabel: string;
  empty: EmptyStateProps;
  /** The button that appends the next page, e.g. 'More reviews'. */
  moreLabel: string;
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
}

/** A moderation section's list: the first page, its loading, error and empty states, and a button for the next page. */
export function CursorListBody<T>({
  list,
  errorTitle,
  loadingLabel,
  empty,
  moreLabel,
  children,
}: CursorListBodyProps<T>) {
  if (list.isLoading) return <TableLoading label={loadingLabel} />;
  if (list.error && list.items.length === 0)
    return <ErrorState title={errorTitle} message={list.error.message} onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      <List>{list.items.map(children)}</List>
      {list.error && <ErrorState title="Could not load more" message={list.error.message} onRetry={list.retry} />}
      {list.hasMore && !list.error && (
        <More>
          <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
            {moreLabel}
          </Button>
        </More>
      )}
    </>
  );
}
