import {
  Button,
  Card,
  PageTitle,
  Skeleton,
  Stack,
  toast,
  styled,
  type MessageView,
  type OfferView,
  type ThreadView,
} from '@carmarket/shared-ui';
import { ApiContent, confirmAction, useMe } from '@carmarket/shared-ui/widgets';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  useBlock,
  useMarkConversationRead,
  useReportConversation,
  useSendMessage,
  useThread,
} from '../api/conversations';
import { Composer } from '../features/messages/Composer';
import { MessageBubble } from '../features/messages/MessageBubble';
import { OfferCard } from '../features/offers/OfferCard';
import { otherParty } from '../features/messages/parties';
import { ReportDialog } from '../features/messages/ReportDialog';
import { ThreadHeader } from '../features/messages/ThreadHeader';
import { useThreadMessages } from '../features/messages/useThreadMessages';

const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-height: 160px;
  max-height: min(60vh, 620px);
  overflow-y: auto;
  overscroll-behavior: contain;
`;
const Empty = styled.li`
  margin: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;
const Closed = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Older = styled.li`
  align-self: center;
`;

function ThreadSkeleton() {
  return (
    <Stack $gap="md" aria-busy="true" aria-label="Loading the conversation">
      <Skeleton $height="110px" />
      <Skeleton $height="320px" />
    </Stack>
  );
}

function Thread({ id, thread, meId }: { id: string; thread: ThreadView; meId: string | undefined }) {
  const c = thread.conversation;
  const other = otherParty(c, meId);
  const { messages, add, hasOlder, loadOlder, loadingOlder } = useThreadMessages(
    id,
    thread.messages,
    thread.olderCursor,
  );
  // Offer cards stand between the messages by time; those older than the loaded page wait for it.
  const since = hasOlder ? messages[0]?.createdAt : undefined;
  const timeline: { at: string; message?: MessageView; offer?: OfferView }[] = [
    ...messages.map((message) => ({ at: message.createdAt, message })),
    ...thread.offers.filter((o) => !since || o.createdAt >= since).map((offer) => ({ at: offer.createdAt, offer })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const sender = useSendMessage(id);
  const markRead = useMarkConversationRead(id);
  const report = useReportConversation(id);
  const block = useBlock(id);
  const [reporting, setReporting] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  // What came to the caller is read once it is on screen (polling runs only while the page is visible).
  // Once per newest unread message, so a poll that still shows it unread does not ask again.
  const lastUnread = messages.filter((m) => m.senderId !== meId && !m.read).at(-1)?._id;
  const markedUpTo = useRef<string | undefined>(undefined);
  const markAllRead = markRead.run;
  useEffect(() => {
    if (!meId || !lastUnread || markedUpTo.current === lastUnread) return;
    markedUpTo.current = lastUnread;
    void markAllRead();
  }, [meId, lastUnread, markAllRead]);

  // Keep the newest message in view as messages arrive.
  const lastId = `${messages.at(-1)?._id}:${thread.offers.length}`;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  async function send(text: string): Promise<boolean> {
    const sent = await sender.run(text);
    if (sent) add(sent);
    return Boolean(sent);
  }

  async function onBlock() {
    const ok = await confirmAction({
      title: `Block ${other.name}?`,
      text: 'Neither of you can write in this conversation or book from the other until you unblock.',
      confirmText: 'Block',
    });
    if (ok && (await block.run(true)) !== undefined) toast.success(`${other.name} is blocked`);
  }

  return (
    <Stack $gap="md">
      <PageTitle>Conversation with {other.name}</PageTitle>
      <ThreadHeader
        thread={thread}
        other={other}
        actions={{
          onReport: () => setReporting(true),
          onBlock: () => void onBlock(),
          onUnblock: () => void block.run(false),
          blocking: block.running,
        }}
      />
      <Card $padding="none">
        <Messages ref={list} aria-label="Messages" aria-live="polite">
          {hasOlder && (
            <Older>
              <Button size="sm" variant="ghost" loading={loadingOlder} onClick={loadOlder}>
                Show older messages
              </Button>
            </Older>
          )}
          {timeline.length === 0 && <Empty>No messages yet. Say hello and ask what you want to know.</Empty>}
          {timeline.map(({ message: m, offer }) =>
            m ? (
              <MessageBubble
                key={m._id}
                message={m}
                mine={m.senderId === meId}
                senderName={m.senderId === c.buyer._id ? c.buyer.name : c.seller.name}
              />
            ) : (
              offer && <OfferCard key={offer._id} offer={offer} meId={meId} />
            ),
          )}
        </Messages>
      </Card>
      {c.blocked ? (
        <Closed role="status">
          {c.blockedByMe
            ? `You blocked ${other.name}. Unblock to write again.`
            : 'Messages between you and this person are blocked.'}
        </Closed>
      ) : (
        <Composer to={other.name} send={send} sending={sender.running} />
      )}
      {reporting && (
        <ReportDialog
          reporting={report.running}
          onClose={() => setReporting(false)}
          onReport={async (reason) => {
            if ((await report.run(reason)) === undefined) return;
            setReporting(false);
            toast.success('Conversation reported. An admin will look at it.');
          }}
        />
      )}
    </Stack>
  );
}

/** `/dashboard/messages/:conversationId`: the car and the booking at the top, the messages, a box to write. */
export default function ConversationPage() {
  const { conversationId = '' } = useParams();
  const thread = useThread(conversationId);
  const me = useMe();
  const ready = thread.data && (me.data || me.error) ? thread.data : undefined;
  return (
    <ApiContent
      result={{ ...thread, data: ready }}
      loading={
        <>
          <PageTitle>Conversation</PageTitle>
          <ThreadSkeleton />
        </>
      }
      empty={{ title: '' }}
    >
      {(data) => <Thread key={conversationId} id={conversationId} thread={data} meId={me.data?._id} />}
    </ApiContent>
  );
}
