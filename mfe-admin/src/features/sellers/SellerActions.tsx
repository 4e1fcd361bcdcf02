import { Button, type User } from '@carmarket/shared-ui';
import { confirmAction, showSuccess, useAction, useMutation } from '@carmarket/shared-ui/widgets';
import { deleteSeller, verifySeller } from '../../api/admin-api';

/**
 * Labelled with the seller's state (docs/product.md §2.9: 'verified' / 'unverified'); verifying is one way. Every button here is
 * disabled for its whole flow (modals included) and shows a spinner while its request runs.
 */
export function VerifyButton({ seller }: { seller: User }) {
  const verify = useMutation(verifySeller, { announces: 'seller-verified' });
  const action = useAction(async () => {
    if (await verify.run(seller._id)) await showSuccess('Verified!');
  });
  return (
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
