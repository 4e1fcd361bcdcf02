import {
  Card,
  formatFullDateTime,
  formatWhen,
  styled,
  VisuallyHidden,
  type ConversationView,
} from '@carmarket/shared-ui';
import { conversationPath, CountPill } from '@carmarket/shared-ui/widgets';
import { Link } from 'react-router-dom';
import { otherParty } from './parties';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Item = styled.li`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Row = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px 12px;
  padding: 14px 16px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
const Car = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Side = styled.span`
  grid-row: span 2;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
`;
const When = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;
const Line = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  b {
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Last = styled(Line)`
  grid-column: 1 / -1;
  color: inherit;
`;

function ConversationRow({ conversation: c, meId }: { conversation: ConversationView; meId?: string }) {
  const other = otherParty(c, meId);
  const unread = c.unread > 0;
  return (
    <Row to={conversationPath(c._id)} $unread={unread}>
      <Car>
        {c.brand} {c.carName}
      </Car>
      <Side>
        <When dateTime={c.lastMessageAt} title={formatFullDateTime(c.lastMessageAt)}>
          {formatWhen(c.lastMessageAt)}
        </When>
        {unread && (
          <CountPill>
            {c.unread}
            <VisuallyHidden> unread</VisuallyHidden>
          </CountPill>
        )}
      </Side>
      <Line>
        {other.part} <b>{other.name}</b>
        {c.subject === 'listing' ? ' · question before booking' : ' · about a booking'}
        {c.blocked && ' · blocked'}
      </Line>
      <Last>{c.lastMessage ?? 'No messages yet'}</Last>
    </Row>
  );
}

/** The conversations, newest activity first; unread ones in bold with their count. */
export function ConversationList({
  conversations,
  meId,
}: {
  conversations: readonly ConversationView[];
  meId?: string;
}) {
  return (
    <Card $padding="none">
      <List aria-label="Conversations">
        {conversations.map((c) => (
          <Item key={c._id}>
            <ConversationRow conversation={c} meId={meId} />
          </Item>
        ))}
      </List>
    </Card>
  );
}
