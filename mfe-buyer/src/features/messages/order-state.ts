import type { BadgeTone } from '@carmarket/shared-ui/widgets';
import type { ThreadView } from '@carmarket/shared-ui';

/** What the top of a thread says of its booking: paid, waiting for payment, or how it ended. */
export function orderState(order: ThreadView['order']): { label: string; tone: BadgeTone } {
  if (!order) return { label: 'Question before booking', tone: 'info' };
  if (order.isPaid) return { label: 'Paid', tone: 'success' };
  const ended: Record<string, string> = {
    lapsed: 'Booking lapsed unpaid',
    released: 'Booking released by the seller',
    cancelled: 'Booking cancelled',
    declined: 'Booking declined',
  };
  return order.status in ended
    ? { label: ended[order.status], tone: 'neutral' }
    : { label: 'Booked · awaiting payment', tone: 'warning' };
}
