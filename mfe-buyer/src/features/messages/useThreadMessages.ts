import { useCallback, useRef, useState } from 'react';
import { toast, type MessageView } from '@carmarket/shared-ui';
import { fetchOlderMessages } from '../../api/conversations';

const byTime = (a: MessageView, b: MessageView) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id);

/**
 * Every message of a thread seen so far, oldest first: each poll's latest page, messages just sent
 * and older pages loaded on request. Kept by id, so a poll whose page has moved on (new messages
 * pushed its oldest out) leaves no gap, and a later copy (read now) replaces an earlier one.
 */
export function useThreadMessages(
  id: string,
  latest: readonly MessageView[] | undefined,
  firstOlderCursor: string | null | undefined,
) {
  const known = useRef(new Map<string, MessageView>());
  const [olderCursor, setOlderCursor] = useState<string | null | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [, rerender] = useState(0);
  for (const m of latest ?? []) known.current.set(m._id, m);

  const add = useCallback((m: MessageView) => {
    known.current.set(m._id, m);
    rerender((n) => n + 1);
  }, []);

  const cursor = olderCursor === undefined ? firstOlderCursor : olderCursor;
  const loadOlder = useCallback(async () => {
    if (!cursor) return;
    setLoadingOlder(true);
    try {
      const page = await fetchOlderMessages(id, cursor);
      for (const m of page.messages) if (!known.current.has(m._id)) known.current.set(m._id, m);
      setOlderCursor(page.olderCursor);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Could not load older messages');
    } finally {
      setLoadingOlder(false);
    }
  }, [id, cursor]);

  return {
    messages: [...known.current.values()].sort(byTime),
    add,
    hasOlder: Boolean(cursor),
    loadOlder,
    loadingOlder,
  };
}
