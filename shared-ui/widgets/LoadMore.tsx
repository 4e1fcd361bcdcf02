import { Button, ErrorState, styled } from '@carmarket/shared-ui';
import type { PagedApi } from './usePagedApi';

const More = styled.div`
  display: flex;
  justify-content: center;
`;

export interface LoadMoreProps {
  list: Pick<PagedApi<unknown>, 'error' | 'hasMore' | 'loadingMore' | 'loadMore' | 'retry'>;
  /** The button's words: 'Load more' unless the list names what it brings ('More reviews'). */
  label?: string;
}

/**
 * Below a paged list's loaded items: Load more while the API names a next page, or, when a
 * further page failed, the error with Retry (the items loaded so far stay).
 */
export function LoadMore({ list, label = 'Load more' }: LoadMoreProps) {
  if (list.error) return <ErrorState title="Could not load more" message={list.error.message} onRetry={list.retry} />;
  if (!list.hasMore) return null;
  return (
    <More>
      <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
        {label}
      </Button>
    </More>
  );
}
