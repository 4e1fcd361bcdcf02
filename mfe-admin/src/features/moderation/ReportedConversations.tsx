import {
  Button,
  Card,
  ErrorState,
  formatDateTime,
  Heading,
  Muted,
  styled,
  type ConversationView,
  type ThreadView,
} from '@carmarket/shared-ui';
import { Badge, confirmAction, useAction, useMutation, useOlderMessages } from '@carmarket/shared-ui/widgets';
import { useId, useState } from 'react';
import { dismissConversationReport, useReportedConversations, useThread } from '../../api/admin-api';
import { SellerModeration } from './SellerModeration';
import { TableLoading } from '../tables/TableLoading';
import { CursorListBody, More } from './CursorListBody';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
const Messages = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
const Message = styled.li<{ $seller: boolean }>`
  max-width: 85%;
  align-self: ${({ $seller }) => ($seller ? 'flex-end' : 'flex-start')};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $seller }) => ($seller ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
`;
// User text: as text, line breaks kept, long words and links wrapped.
const Text = styled.p`
  margin: 4px 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The thread, read-only: who wrote what and when, oldest first; older pages on demand. */
function Thread({ conversation }: { conversation: ConversationView }) {
  const thread = useThread(conversation._id);
  const older = useOlderMessages(conversation._id, thread.data?.olderCursor);
  if (thread.error)
    return (
      <ErrorState
        title="Could not load the thread"
        message={thread.error.message}
        onRetry={() => void thread.mutate()}
      />
    );
  if (!thread.data) return <TableLoading label="Loading the thread" />;
  const data: ThreadView = thread.data;
  const messages = [...older.messages, ...data.messages];
  const nameOf = (senderId: string) =>
    senderId === conversation.seller._id
      ? `${conversation.seller.name} (seller)`
      : `${conversation.buyer.name} (buyer)`;
  return (
    <div>
      {data.report && (
        <Muted>
          Reported {formatDateTime(data.report.reportedAt)} by {nameOf(data.report.reportedBy)}
          {data.report.reason && <>: “{data.report.reason}”</>}
        </Muted>
      )}
      {older.hasOlder && (
        <More>
          <Button size="sm" variant="secondary" loading={older.loading} onClick={older.loadOlder}>
            Older messages
          </Button>
        </More>
      )}
      {messages.length === 0 ? (
        <Muted>No messages.</Muted>
      ) : (
        <Messages aria-label={`Messages between ${conversation.buyer.name} and ${conversation.seller.name}`}>
          {messages.map((m) => (
            <Message key={m._id} $seller={m.senderId === conversation.seller._id}>
              <Muted as="span">
                <strong>{nameOf(m.senderId)}</strong> ·{' '}
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                {m.safetyNotice && (
                  <>
                    {' '}
                    · <Badge $tone="warning">Safety notice</Badge>
                  </>
                )}
              </Muted>
              <Text>{m.text}</Text>
            </Message>
          ))}
        </Messages>
      )}
    </div>
  );
}

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: ${({ theme }) => theme.space.sm};
`;

function ConversationItem({ conversation }: { conversation: ConversationView }) {
  const [open, setOpen] = useState(false);
  const threadId = useId();
  const dismiss = useMutation(
    async (id: string) => {
      await dismissConversationReport(id);
      return true;
    },
    { announces: 'moderated' },
  );
  const dismissal = useAction(async () => {
    const confirmed = await confirmAction({
      title: 'Dismiss this report?',
      text: 'The conversation leaves this queue and admins no longer read it.',
      confirmText: 'Yes, dismiss',
    });
    // The 'moderated' change reads the queue's pages again, without this one.
    if (confirmed) await dismiss.run(conversation._id);
  });
  return (
    <li>
      <Card as="article" aria-label={`Conversation about the ${conversation.brand} ${conversation.carName}`}>
        <Top>
          <div>
            <h3>
              {conversation.brand} {conversation.carName}
            </h3>
            <Muted>
              {conversation.buyer.name} (buyer) and {conversation.seller.name} (seller) · last message{' '}
              {formatDateTime(conversation.lastMessageAt)}
              {conversation.blocked && ' · blocked'}
            </Muted>
          </div>
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={open}
            aria-controls={threadId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide thread' : 'Show thread'}
          </Button>
        </Top>
        <Choices>
          <Button
            size="sm"
            variant="secondary"
            disabled={dismissal.busy}
            loading={dismiss.running}
            onClick={() => dismissal.start()}
          >
            Dismiss report
          </Button>
          <SellerModeration sellerId={conversation.seller._id} sellerName={conversation.seller.name} />
        </Choices>
        <div id={threadId}>{open && <Thread conversation={conversation} />}</div>
      </Card>
    </li>
  );
}

/** Reported Items' conversations: each reported one, with its thread to read; an admin dismisses the report or warns or suspends the seller. */
export function ReportedConversations() {
  const list = useReportedConversations();
  return (
    <section aria-labelledby="admin-reported-conversations">
      <Heading id="admin-reported-conversations">
        Reported conversations <Badge $tone={list.total ? 'danger' : 'neutral'}>{list.total ?? '…'}</Badge>
      </Heading>
      <CursorListBody
        list={list}
        errorTitle="Could not load the reported conversations"
        loadingLabel="Loading reported conversations"
        empty={{
          title: 'NO REPORTED CONVERSATIONS',
          message: 'Conversations a buyer or seller reports show here with their thread.',
        }}
        moreLabel="More conversations"
      >
        {(c) => <ConversationItem key={c._id} conversation={c} />}
      </CursorListBody>
    </section>
  );
}
