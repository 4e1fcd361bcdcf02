import { Button, type SellerOrder } from '@carmarket/shared-ui';
import { promptText, showSuccess, useAction, useMutation } from '@carmarket/shared-ui/widgets';
import { DECLINE_REASON_MAX, declineBooking } from '../../api/seller-api';

/** The seller turns down an unpaid booking with a reason the buyer reads; the car is for sale again at once. */
export function DeclineBooking({ order }: { order: SellerOrder }) {
  const decline = useMutation(declineBooking, { announces: 'booking-ended' });
  const onDecline = useAction(async () => {
    const reason = await promptText({
      title: `Decline ${order.buyerName}'s booking of the ${order.carName}?`,
      text: 'The car is for sale again at once. The buyer is told, with your reason.',
      label: 'Reason for the buyer',
      maxLength: DECLINE_REASON_MAX,
      requiredMessage: 'Say why you decline the booking',
      confirmText: 'Decline booking',
      cancelText: 'Keep it',
    });
    if (reason && (await decline.run(order._id, reason)))
      await showSuccess('Booking declined', `${order.buyerName} is told why.`);
  });
  return (
    <Button
      size="sm"
      variant="danger"
      onClick={() => onDecline.start()}
      disabled={onDecline.busy}
      loading={decline.running}
    >
      Decline
    </Button>
  );
}
