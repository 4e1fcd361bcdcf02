import { apiClient, Button } from '@carmarket/shared-ui';
import { useNavigate } from 'react-router-dom';
import { useMutation } from './useMutation';

/** Where a conversation's thread is shown (the buyer remote's screen for every role: decision 0025). */
export const conversationPath = (conversationId: string) => `/dashboard/messages/${conversationId}`;

/**
 * "Message": opens (or reopens) the conversation about one booking and goes to its thread. For the
 * booking's two parties only (the API answers 404 to anyone else); `other` names who is written to.
 */
export function MessageAboutOrder({ orderId, other }: { orderId: string; other: string }) {
  const navigate = useNavigate();
  const open = useMutation(() => apiClient.post('/conversations', { body: { orderId } }), {
    announces: 'conversation-changed',
  });
  async function openThread() {
    const conversation = await open.run();
    if (conversation) navigate(conversationPath(conversation._id));
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={open.running}
      aria-label={`Message ${other}`}
      onClick={() => void openThread()}
    >
      Message
    </Button>
  );
}
