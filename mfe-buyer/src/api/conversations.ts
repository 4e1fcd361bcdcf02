import {
  api,
  pollEvery,
  useApi,
  type ConversationPageView,
  type MessageView,
  type ThreadView,
} from '@carmarket/shared-ui';
import { useMutation } from '@carmarket/shared-ui/widgets';

/** How often an open conversation and the list ask for news while the page is visible: a message
 *  from the other side shows within 5 s, through any API process (each reads the database). */
export const CONVERSATION_POLL_MS = 3000;
const polling = pollEvery(CONVERSATION_POLL_MS);

export const conversationPath = (id: string) => `/conversations/${encodeURIComponent(id)}`;

/** The caller's conversations, newest activity first: the first page (polled), or the page at `cursor`. */
export function useConversations(cursor?: string) {
  return useApi<ConversationPageView>(
    cursor ? `/conversations?cursor=${encodeURIComponent(cursor)}` : '/conversations',
    cursor ? {} : polling,
  );
}

/** The thread: conversation, car and order at the top, the latest page of messages. */
export function useThread(id: string) {
  return useApi<ThreadView>(conversationPath(id), polling);
}

/** An older page of a thread's messages (the thread's olderCursor). */
export function fetchOlderMessages(id: string, cursor: string): Promise<ThreadView> {
  return api.get<ThreadView>(`${conversationPath(id)}?cursor=${encodeURIComponent(cursor)}`);
}

export function useSendMessage(id: string) {
  return useMutation((text: string) => api.post<MessageView>(`${conversationPath(id)}/messages`, { text }), {
    announces: 'conversation-changed',
  });
}

/** Marks every message to the caller in the conversation read, and their notifications; the unread counts follow. */
export function useMarkConversationRead(id: string) {
  return useMutation(() => api.put<void>(`${conversationPath(id)}/read`), {
    announces: 'conversation-read',
    errorToast: false,
  });
}

export function useReportConversation(id: string) {
  return useMutation(
    (reason: string) => api.post<unknown>(`${conversationPath(id)}/report`, reason ? { reason } : {}),
    { announces: 'conversation-changed' },
  );
}

/** Blocks (true) or unblocks (false) the other party of the conversation. */
export function useBlock(id: string) {
  return useMutation(
    (block: boolean) =>
      block ? api.post<void>(`${conversationPath(id)}/block`) : api.del<void>(`${conversationPath(id)}/block`),
    {
      announces: 'conversation-changed',
    },
  );
}
