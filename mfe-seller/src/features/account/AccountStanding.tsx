import { apiClient, Button, Card, formatDay, Muted, styled, toast } from '@carmarket/shared-ui';
import { ME_PATH, useMe, useMutation } from '@carmarket/shared-ui/widgets';
import { mutate } from 'swr';

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
  button {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const requestVerification = () => apiClient.post('/me/verification-request');

/** Asks the admins to verify the seller, once; then says when it was asked. */
function VerificationRequest({ requestedAt }: { requestedAt?: string }) {
  // Refused (asked from another tab meanwhile): the toast says why, and the account read again shows the date.
  const ask = useMutation(requestVerification, {
    onError: (error) => void mutate(ME_PATH).then(() => toast.error(error.message)),
  });
  if (requestedAt)
    return (
      <p>
        <strong>
          Requested on <time dateTime={requestedAt}>{formatDay(requestedAt)}</time>
        </strong>
        : an admin will check your details and listings.
      </p>
    );
  return (
    <Button
      size="sm"
      loading={ask.running}
      onClick={async () => {
        const asked = await ask.run();
        if (asked) await mutate(ME_PATH, asked, { revalidate: false });
      }}
    >
      Request verification
    </Button>
  );
}

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
        Every unverified seller is in the admins&apos; list of sellers awaiting verification; ask, and the admins are
        told at once. Keep your name, phone (Settings) and listings accurate; you get a notification and an e-mail once
        you are verified.
      </Muted>
      <VerificationRequest requestedAt={me.verificationRequestedAt} />
    </Notice>
  );
}
