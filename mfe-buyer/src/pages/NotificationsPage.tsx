import {
  Button,
  Card,
  EmptyState,
  Muted,
  PageTitle,
  Skeleton,
  Stack,
  styled,
  type NotificationView,
} from '@carmarket/shared-ui';
import { ApiContent } from '@carmarket/shared-ui/widgets';
import { useState } from 'react';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications';
import { NotificationList, type NotificationActions } from '../features/notifications/NotificationList';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  h1 {
    margin-bottom: 0;
  }
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

function ListSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading your notifications">
      <Stack $gap="md">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height="48px" />
        ))}
      </Stack>
    </Card>
  );
}

function LaterPage({
  cursor,
  last,
  actions,
  onMore,
}: {
  cursor: string;
  last: boolean;
  actions: NotificationActions;
  onMore: (c: string) => void;
}) {
  const page = useNotifications(cursor);
  if (!page.data) return <ListSkeleton />;
  const next = page.data.nextCursor;
  return (
    <>
      <NotificationList items={page.data.items} actions={actions} />
      {last && next && (
        <Button variant="secondary" onClick={() => onMore(next)}>
          Show more
        </Button>
      )}
    </>
  );
}

/** `/dashboard/notifications`: what happened to the signed-in person's cars, bookings and messages. */
export default function NotificationsPage() {
  const first = useNotifications();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [markingId, setMarkingId] = useState<string | null>(null);
  const [cursors, setCursors] = useState<string[]>([]);
  const more = (cursor: string) => setCursors((loaded) => (loaded.includes(cursor) ? loaded : [...loaded, cursor]));

  async function markRead(n: NotificationView) {
    setMarkingId(n._id);
    await markOne.run(n._id);
    setMarkingId(null);
  }
  const actions: NotificationActions = {
    onMarkRead: (n) => void markRead(n),
    // Following the link leaves this screen; the call still completes and the counts follow.
    onOpen: (n) => {
      if (!n.read) void markOne.run(n._id);
    },
    markingId,
  };
  const unread = first.data?.unread ?? 0;

  return (
    <>
      <Head>
        <PageTitle>Notifications</PageTitle>
        {first.data && first.data.items.length > 0 && (
          <Stack $direction="row" $gap="sm" $align="center">
            <Muted as="span">{unread === 0 ? 'All read' : `${unread} unread`}</Muted>
            <Button
              size="sm"
              variant="secondary"
              disabled={unread === 0}
              loading={markAll.running}
              onClick={() => void markAll.run()}
            >
              Mark all as read
            </Button>
          </Stack>
        )}
      </Head>
      <ApiContent result={first} loading={<ListSkeleton />} empty={{ title: '' }}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState
              title="No notifications yet"
              message="Bookings, payments, messages and price drops on your wish list show here."
            />
          ) : (
            <Stack $gap="md">
              <NotificationList items={page.items} actions={actions} />
              {cursors.map((cursor, i) => (
                <LaterPage
                  key={cursor}
                  cursor={cursor}
                  last={i === cursors.length - 1}
                  actions={actions}
                  onMore={more}
                />
              ))}
              {cursors.length === 0 && page.nextCursor && (
                <Button variant="secondary" onClick={() => more(page.nextCursor!)}>
                  Show more
                </Button>
              )}
            </Stack>
          )
        }
      </ApiContent>
    </>
  );
}
