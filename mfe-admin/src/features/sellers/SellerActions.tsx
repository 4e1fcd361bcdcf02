import { Button, formatDay, styled, type User } from '@carmarket/shared-ui';
import { Badge, confirmAction, showSuccess, useAction, useMutation } from '@carmarket/shared-ui/widgets';
import { deleteSeller, reinstateSeller, verifySeller } from '../../api/admin-api';

const Control = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
`;

/**
 * The seller's state beside a Verify button (docs/product.md §2.9's words: 'verified' / 'unverified');
 * verifying asks first, and is one way: the button stays disabled once verified. Every button here
 * is disabled for its whole flow (modals included) and shows a spinner while its request runs.
 */
export function VerifyButton({ seller }: { seller: User }) {
  const verify = useMutation(verifySeller, { announces: 'seller-verified' });
  const action = useAction(async () => {
    if (await verify.run(seller._id)) await showSuccess('Verified!');
  });
  return (
    <Control>
      <Button
        size="sm"
        variant={seller.isVerified ? 'secondary' : 'primary'}
        disabled={seller.isVerified || action.busy}
        loading={verify.running}
        title={seller.isVerified ? `${seller.name} is verified` : `Verify ${seller.name}`}
        onClick={() => action.start()}
      >
        {seller.isVerified ? 'verified' : 'unverified'}
      </Button>
      {seller.verificationRequestedAt && !seller.isVerified && (
        <Badge $tone="warning">
          requested <time dateTime={seller.verificationRequestedAt}>{formatDay(seller.verificationRequestedAt)}</time>
        </Badge>
      )}
      {seller.suspension && (
        <>
          <Badge $tone="danger" title={seller.suspension.reason}>
            suspended
          </Badge>
          <LiftSuspensionButton seller={seller} />
        </>
      )}
    </Control>
  );
}

/** Lifts a suspension after a confirmation; the seller's withdrawn cars stay off the market until they relist them. */
function LiftSuspensionButton({ seller }: { seller: User }) {
  const reinstate = useMutation(reinstateSeller, { announces: 'moderated' });
  const action = useAction(async () => {
    const confirmed = await confirmAction({
      title: `Lift ${seller.name}'s suspension?`,
      text: `${seller.name} can add and change cars again and is told so. Their cars stay off the market until they relist them.`,
      confirmText: 'Yes, lift it',
      danger: false,
    });
    if (confirmed && (await reinstate.run(seller._id)))
      await showSuccess('Suspension lifted', `${seller.name} can sell again.`);
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={action.busy}
      loading={reinstate.running}
      onClick={() => action.start()}
    >
      Lift suspension
    </Button>
  );
}

export function DeleteSellerButton({ seller }: { seller: User }) {
  const remove = useMutation(deleteSeller, { announces: 'seller-deleted' });
  const action = useAction(async () => {
    const confirmed = await confirmAction({
      title: `Delete ${seller.name}?`,
      text: `${seller.email} can no longer sign in and every listing of this seller is removed. This can't be undone.`,
      confirmText: 'Yes, delete',
    });
    if (confirmed && (await remove.run(seller._id))) await showSuccess('Thank You!', 'Seller DELETED successfully!');
  });
  return (
    <Button size="sm" variant="danger" disabled={action.busy} loading={remove.running} onClick={() => action.start()}>
      Delete
    </Button>
  );
}
