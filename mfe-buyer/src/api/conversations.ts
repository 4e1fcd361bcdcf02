import { apiClient, pollEvery, useApi } from '@carmarket/shared-ui';
import { useMutation, usePagedApi } from '@carmarket/shared-ui/widgets';

/** How often an open conversation and the list ask for news while the page is visible: a message
 *  from the other side shows within 5 s, through any API process (each reads the database). */
export const CONVERSATION_POLL_MS = 3000;
const polling = pollEvery(CONVERSATION_POLL_MS);

const byId = (id: string) => ({ params: { path: { id } } });

/** The caller's conversations, newest activity first, a page at a time (the first page polled). */
export function useConversations() {
  return usePagedApi('/conversations', { poll: CONVERSATION_POLL_MS });
}

/** The thread: conversation, car and order at the top, the latest page of messages. */
export function useThread(id: string) {
  return useApi('/conversations/{id}', { ...byId(id), ...polling });
}

export function useSendMessage(id: string) {
  return useMutation(
    (text: string) => apiClient.post('/conversations/{id}/messages', { ...byId(id), body: { text } }),
    {
      announces: 'conversation-changed',
    },
  );
}

/** Marks every message to the caller in the conversation read, and their notifications; the unread counts follow. */
export function useMarkConversationRead(id: string) {
  return useMutation(() => apiClient.put('/conversations/{id}/read', byId(id)), {
    announces: 'conversation-read',
    errorToast: false,
  });
}

export function useReportConversation(id: string) {
  return useMutation(
    (reason: string) => apiClient.post('/conversations/{id}/report', { ...byId(id), body: reason ? { reason } : {} }),
    { announces: 'conversation-changed' },
  );
}

/** Blocks (true) or unblocks (false) the other party of the conversation. */
export function useBlock(id: string) {
  return useMutation(
    (block: boolean) =>
      block
        ? apiClient.post('/conversations/{id}/block', byId(id))
        : apiClient.delete('/conversations/{id}/block', byId(id)),
    {
      announces: 'conversation-changed',
    },
  );
}
