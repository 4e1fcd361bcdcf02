import { assetUrl, Button, Card, listingPagePath, Muted, styled, type ThreadView } from '@carmarket/shared-ui';
import { Badge, orderedCarStatus, StatusBadge } from '@carmarket/shared-ui/widgets';
import { Link } from 'react-router-dom';
import { endedOrderState } from './order-state';

const Top = styled(Card)`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: 12px 16px;
  align-items: center;
`;
const Thumb = styled.img`
  width: 72px;
  height: 54px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const NoThumb = styled.span`
  width: 72px;
  height: 54px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
const Facts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;
const Car = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
  a {
    color: inherit;
  }
`;
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
`;
const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export interface ThreadActions {
  onReport: () => void;
  onBlock: () => void;
  onUnblock: () => void;
  blocking: boolean;
}

/** The top of a thread: the car (linked while it is on the market), the booking's state, the other party, and Report / Block. */
export function ThreadHeader({
  thread,
  other,
  actions,
}: {
  thread: ThreadView;
  other: { name: string; part: string };
  actions: ThreadActions;
}) {
  const { conversation: c, listing } = thread;
  const carStatus = thread.order && orderedCarStatus(thread.order);
  const ended = endedOrderState(thread.order);
  const car = `${c.brand} ${c.carName}`;
  return (
    <Top as="header" aria-label="Conversation">
      {listing?.image ? (
        <Thumb src={assetUrl(listing.image)} alt="" width={72} height={54} />
      ) : (
        <NoThumb aria-hidden="true" />
      )}
      <Facts>
        <Car>{listing ? <Link to={listingPagePath(listing._id)}>{car}</Link> : car}</Car>
        <Line>
          {carStatus ? <StatusBadge status={carStatus} /> : <Badge $tone={ended.tone}>{ended.label}</Badge>}
          <Muted as="span">
            {other.part}: <b>{other.name}</b>
          </Muted>
        </Line>
      </Facts>
      <Actions>
        <Button size="sm" variant="secondary" disabled={c.reported} onClick={actions.onReport}>
          {c.reported ? 'Reported' : 'Report conversation'}
        </Button>
        {c.blockedByMe ? (
          <Button size="sm" variant="secondary" loading={actions.blocking} onClick={actions.onUnblock}>
            Unblock {other.name}
          </Button>
        ) : (
          <Button size="sm" variant="danger" loading={actions.blocking} onClick={actions.onBlock}>
            Block {other.name}
          </Button>
        )}
      </Actions>
    </Top>
  );
}
