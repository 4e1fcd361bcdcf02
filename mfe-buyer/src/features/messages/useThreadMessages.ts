import { useCallback, useRef, useState } from 'react';
import type { MessageView } from '@carmarket/shared-ui';
import { useOlderMessages } from '@carmarket/shared-ui/widgets';

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
  const older = useOlderMessages(id, firstOlderCursor);
  const [, rerender] = useState(0);
  for (const m of latest ?? []) known.current.set(m._id, m);
  for (const m of older.messages) if (!known.current.has(m._id)) known.current.set(m._id, m);

  const add = useCallback((m: MessageView) => {
    known.current.set(m._id, m);
    rerender((n) => n + 1);
  }, []);

  return {
    messages: [...known.current.values()].sort(byTime),
    add,
    hasOlder: older.hasOlder,
    loadOlder: older.loadOlder,
    loadingOlder: older.loading,
  };
}
