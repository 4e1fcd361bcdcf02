import { ButtonLink, Card, EmptyState, ErrorState, PageTitle, Skeleton, Stack } from '@carmarket/shared-ui';
import { LoadMore, useMe } from '@carmarket/shared-ui/widgets';
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

function Conversations() {
  const list = useConversations();
  // Who the caller is decides which party each row names; the list waits for it.
  const me = useMe();
  if (list.error && list.items.length === 0) return <ErrorState message={list.error.message} onRetry={list.retry} />;
  if (list.isLoading || !(me.data || me.error)) return <ListSkeleton />;
  if (list.items.length === 0)
    return (
      <EmptyState
        title="No conversations yet"
        message="Ask a seller about a car from the car's page; your conversations show here."
        action={<ButtonLink to="/category/1">Browse cars</ButtonLink>}
      />
    );
  return (
    <Stack $gap="md">
      <ConversationList conversations={list.items} meId={me.data?._id} />
      <LoadMore list={list} />
    </Stack>
  );
}

/** `/dashboard/messages`: every conversation of the signed-in person, newest activity first. */
export default function MessagesPage() {
  return (
    <>
      <PageTitle>Messages</PageTitle>
      <Conversations />
    </>
  );
}
