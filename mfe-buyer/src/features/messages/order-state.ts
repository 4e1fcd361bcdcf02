import type { BadgeTone } from '@carmarket/shared-ui/widgets';
import type { ThreadView } from '@carmarket/shared-ui';

/**
 * What the top of a thread says of a booking that no longer holds its car, or of a question
 * before any booking (a booking that holds the car shows the car's status instead).
 */
export function endedOrderState(order: ThreadView['order']): { label: string; tone: BadgeTone } {
  if (!order) return { label: 'Question before booking', tone: 'info' };
  const ended: Record<string, string> = {
    lapsed: 'Booking lapsed unpaid',
    released: 'Booking released by the seller',
    cancelled: 'Booking cancelled',
    declined: 'Booking declined',
  };
  return { label: ended[order.status] ?? order.status, tone: 'neutral' };
}
