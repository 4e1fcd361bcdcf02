import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Muted,
  PageTitle,
  Skeleton,
  Stack,
  styled,
  type NotificationView,
} from '@carmarket/shared-ui';
import { LoadMore } from '@carmarket/shared-ui/widgets';
import { useState } from 'react';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadNotifications,
} from '../api/notifications';
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

/** `/dashboard/notifications`: what happened to the signed-in person's cars, bookings and messages. */
export default function NotificationsPage() {
  const list = useNotifications();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [markingId, setMarkingId] = useState<string | null>(null);

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
  const any = list.items.length > 0;
  const unread = useUnreadNotifications(any);

  return (
    <>
      <Head>
        <PageTitle>Notifications</PageTitle>
        {any && (
          <Stack $direction="row" $gap="sm" $align="center">
            {unread !== null && <Muted as="span">{unread === 0 ? 'All read' : `${unread} unread`}</Muted>}
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
      {list.error && !any ? (
        <ErrorState message={list.error.message} onRetry={list.retry} />
      ) : list.isLoading ? (
        <ListSkeleton />
      ) : !any ? (
        <EmptyState
          title="No notifications yet"
          message="Bookings, payments, messages and price drops on your wish list show here."
        />
      ) : (
        <Stack $gap="md">
          <NotificationList items={list.items} actions={actions} />
          <LoadMore list={list} />
        </Stack>
      )}
    </>
  );
}
