import {
  Button,
  Card,
  formatFullDateTime,
  formatWhen,
  styled,
  VisuallyHidden,
  type NotificationView,
} from '@carmarket/shared-ui';
import { Link } from 'react-router-dom';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 12px minmax(0, 1fr) auto;
  gap: 4px 12px;
  align-items: start;
  padding: 14px 16px;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Dot = styled.span<{ $unread: boolean }>`
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
`;
const Body = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;
const Title = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
  overflow-wrap: anywhere;
  a {
    color: inherit;
  }
`;
const Text = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;
const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 6px;
`;
const When = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/** Only a path of this site is followed (the API writes them; anything else shows as plain text). */
const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

export interface NotificationActions {
  /** Marks it read (when it is not) and opens its target. */
  onOpen: (n: NotificationView) => void;
  onMarkRead: (n: NotificationView) => void;
  markingId: string | null;
}

function NotificationItem({ n, actions }: { n: NotificationView; actions: NotificationActions }) {
  const unread = !n.read;
  return (
    <Item $unread={unread}>
      <Dot $unread={unread} aria-hidden="true" />
      <Body>
        <Title $unread={unread}>
          {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
          {isAppPath(n.link) ? (
            <Link to={n.link} onClick={() => actions.onOpen(n)}>
              {n.title}
            </Link>
          ) : (
            n.title
          )}
        </Title>
        <Text>{n.body}</Text>
      </Body>
      <Side>
        <When dateTime={n.createdAt} title={formatFullDateTime(n.createdAt)}>
          {formatWhen(n.createdAt)}
        </When>
        {unread && (
          <Button
            size="sm"
            variant="ghost"
            loading={actions.markingId === n._id}
            onClick={() => actions.onMarkRead(n)}
            aria-label={`Mark read: ${n.title}`}
          >
            Mark read
          </Button>
        )}
      </Side>
    </Item>
  );
}

/** Notifications newest first; unread ones marked (dot, bold, tinted) with Mark read; each links to what it is about. */
export function NotificationList({
  items,
  actions,
}: {
  items: readonly NotificationView[];
  actions: NotificationActions;
}) {
  return (
    <Card $padding="none">
      <List aria-label="Notifications">
        {items.map((n) => (
          <NotificationItem key={n._id} n={n} actions={actions} />
        ))}
      </List>
    </Card>
  );
}
