import { Card, formatDay, Muted, styled } from '@carmarket/shared-ui';
import { useMe } from '@carmarket/shared-ui/widgets';

const Notice = styled(Card)<{ $tone: 'warning' | 'danger' }>`
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  h2 {
    margin: 0 0 6px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0 0 4px;
    overflow-wrap: anywhere;
  }
`;

/**
 * What an unverified or suspended seller must know, above their cars: why, and what happens next.
 * Nothing for a verified seller in good standing.
 */
export function AccountStanding() {
  const me = useMe().data;
  if (!me || me.role !== 'Seller') return null;
  if (me.suspension)
    return (
      <Notice as="section" $tone="danger" aria-labelledby="seller-suspended">
        <h2 id="seller-suspended">Your account is suspended</h2>
        <p>{me.suspension.reason}</p>
        <Muted>
          Since {formatDay(me.suspension.at)} your cars are off the market and you cannot add or change any. To appeal,
          reply to the e-mail that told you.
        </Muted>
      </Notice>
    );
  if (me.isVerified) return null;
  return (
    <Notice as="section" $tone="warning" aria-labelledby="seller-unverified">
      <h2 id="seller-unverified">Your seller account is not verified yet</h2>
      <p>
        Buyers see a yellow mark instead of the verified tick on you and your cars until an admin has checked your
        details and your first listing.
      </p>
      <Muted>
        You do not need to ask: every unverified seller is in the admins&apos; list of sellers awaiting verification.
        Keep your name, phone (Settings) and listings accurate; you get a notification and an e-mail once you are
        verified.
      </Muted>
    </Notice>
  );
}
