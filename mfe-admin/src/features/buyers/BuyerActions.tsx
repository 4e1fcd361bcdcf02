import { Button, type User } from '@carmarket/shared-ui';
import { confirmAction, showSuccess, useAction, useMutation } from '@carmarket/shared-ui/widgets';
import { deleteBuyer, makeSeller } from '../../api/admin-api';

export function MakeSellerButton({ buyer }: { buyer: User }) {
  const upgrade = useMutation(makeSeller, { announces: 'buyer-made-seller' });
  const action = useAction(async () => {
    // The make-seller confirmation reuses the advertise wording (docs/product.md §4).
    if (await upgrade.run(buyer._id)) await showSuccess('Congratulation!', 'Product advertise successfully!');
  });
  const isSeller = buyer.role === 'Seller';
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={isSeller || action.busy}
      loading={upgrade.running}
      title={isSeller ? `${buyer.name} is already a seller` : `Let ${buyer.name} sell cars`}
      onClick={() => action.start()}
    >
      make seller
    </Button>
  );
}

export function DeleteBuyerButton({ buyer }: { buyer: User }) {
  const remove = useMutation(deleteBuyer, { announces: 'buyer-deleted' });
  const action = useAction(async () => {
    const confirmed = await confirmAction({
      title: `Delete ${buyer.name}?`,
      text: `You won't be able to retrieve this buyer: ${buyer.email} can no longer sign in.`,
      confirmText: 'Yes, delete',
    });
    if (confirmed && (await remove.run(buyer._id))) await showSuccess('Thank You!', 'Buyer DELETED successfully!');
  });
  return (
    <Button size="sm" variant="danger" disabled={action.busy} loading={remove.running} onClick={() => action.start()}>
      Delete
    </Button>
  );
}
