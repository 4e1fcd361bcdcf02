import { useCallback, useState } from 'react';
import type { MessageView } from '@carmarket/shared-ui';
import { usePagedApi } from './usePagedApi';

export interface OlderMessages {
  /** The older messages loaded so far, oldest first. */
  messages: MessageView[];
  /** More are older than those shown (or the last page asked for failed: asking again retries it). */
  hasOlder: boolean;
  loadOlder: () => void;
  loading: boolean;
}

/**
 * A thread's messages before its latest page, a page at a time on request (GET
 * /conversations/{id}/messages from the thread's `olderCursor`). They read on from where the
 * latest page stood when the reader first asked: a poll of the thread moves its own cursor on,
 * which must not start the older pages again.
 */
export function useOlderMessages(id: string, olderCursor: string | null | undefined): OlderMessages {
  const [from, setFrom] = useState<string | null>(null);
  const older = usePagedApi(from ? '/conversations/{id}/messages' : null, {
    params: { path: { id }, query: { cursor: from ?? undefined } },
    errorToast: 'Could not load older messages',
  });
  const { loadMore, retry, error } = older;
  const loadOlder = useCallback(() => {
    if (!from) setFrom(olderCursor ?? null);
    else if (error) retry();
    else loadMore();
  }, [from, olderCursor, error, retry, loadMore]);
  return {
    // Each page comes newest first.
    messages: [...older.items].reverse(),
    hasOlder: from ? older.hasMore || Boolean(error) : Boolean(olderCursor),
    loadOlder,
    loading: older.isLoading || older.loadingMore,
  };
}
