import { Button, ButtonLink, Card, EmptyState, PageTitle, Skeleton, Stack } from '@carmarket/shared-ui';
import { ApiContent, useMe } from '@carmarket/shared-ui/widgets';
import { useState } from 'react';
import { useConversations } from '../api/conversations';
import { ConversationList } from '../features/messages/ConversationList';

function ListSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading your conversations">
      <Stack $gap="md">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height="52px" />
        ))}
      </Stack>
    </Card>
  );
}

interface MoreProps {
  meId?: string;
  next?: string | null;
  onMore: (cursor: string) => void;
}

const ShowMore = ({ next, onMore }: Omit<MoreProps, 'meId'>) =>
  next ? (
    <Button variant="secondary" onClick={() => onMore(next)}>
      Show more
    </Button>
  ) : null;

/** A page of conversations after the first; the last one loaded offers the next. */
function LaterPage({ cursor, meId, last, onMore }: { cursor: string; last: boolean } & Omit<MoreProps, 'next'>) {
  const page = useConversations(cursor);
  if (!page.data) return <ListSkeleton />;
  return (
    <>
      <ConversationList conversations={page.data.items} meId={meId} />
      {last && <ShowMore next={page.data.nextCursor} onMore={onMore} />}
    </>
  );
}

/** `/dashboard/messages`: every conversation of the signed-in person, newest activity first. */
export default function MessagesPage() {
  const first = useConversations();
  // Who the caller is decides which party each row names; the list waits for it.
  const me = useMe();
  const [cursors, setCursors] = useState<string[]>([]);
  const more = (cursor: string) => setCursors((loaded) => (loaded.includes(cursor) ? loaded : [...loaded, cursor]));
  const meId = me.data?._id;
  const ready = first.data && (me.data || me.error) ? first.data : undefined;

  return (
    <>
      <PageTitle>Messages</PageTitle>
      <ApiContent result={{ ...first, data: ready }} loading={<ListSkeleton />} empty={{ title: '' }}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState
              title="No conversations yet"
              message="Ask a seller about a car from the car's page; your conversations show here."
              action={<ButtonLink to="/category/1">Browse cars</ButtonLink>}
            />
          ) : (
            <Stack $gap="md">
              <ConversationList conversations={page.items} meId={meId} />
              {cursors.map((cursor, i) => (
                <LaterPage key={cursor} cursor={cursor} meId={meId} last={i === cursors.length - 1} onMore={more} />
              ))}
              {cursors.length === 0 && <ShowMore next={page.nextCursor} onMore={more} />}
            </Stack>
          )
        }
      </ApiContent>
    </>
  );
}
