import { apiClient, Button, type Order } from '@carmarket/shared-ui';
import { confirmAction, showSuccess, useAction, useMutation } from '@carmarket/shared-ui/widgets';

const cancelOrder = (id: string) => apiClient.post('/orders/{id}/cancel', { params: { path: { id } } });

/** The buyer gives up an unpaid booking: after a confirm, the car is free for others at once. */
export function CancelBooking({ order }: { order: Order }) {
  const cancel = useMutation(cancelOrder, { announces: 'booking-ended' });
  const onCancel = useAction(async () => {
    const confirmed = await confirmAction({
      title: `Cancel your booking of the ${order.carName}?`,
      text: 'The car is released at once and others can book it. The seller is told.',
      confirmText: 'Yes, cancel it',
      cancelText: 'Keep it',
    });
    if (confirmed && (await cancel.run(order._id)))
      await showSuccess('Booking cancelled', `The ${order.carName} is no longer held for you.`);
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => onCancel.start()}
      disabled={onCancel.busy}
      loading={cancel.running}
    >
      Cancel booking
    </Button>
  );
}
