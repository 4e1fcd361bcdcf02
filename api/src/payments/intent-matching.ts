import type { OrderRecord } from '../orders/schemas/order.schema';
import type { RetrievedIntent } from './gateway/payment-gateway';
import { CURRENCY, priceToCents } from './money';

/**
 * Whether a processor's intent is a payment for exactly this order: our metadata names the order,
 * its car and its buyer, and the amount and currency are the order's. Returns why not, or null.
 * The one rule used by intent reuse, POST /payments and the webhook.
 */
export function intentMismatch(intent: RetrievedIntent, order: OrderRecord): string | null {
  const { orderId, listingId, buyerUid } = intent.metadata;
  if (orderId !== order._id.toString() || listingId !== order.carId.toString()) {
    return 'This payment belongs to a different order.';
  }
  if (buyerUid !== order.buyerUid) return 'This payment was made for a different buyer.';
  const expected = priceToCents(order.price);
  if (intent.currency !== CURRENCY || intent.amount !== expected) {
    return `The payment (${intent.amount} ${intent.currency}) does not match the order's amount (${expected} ${CURRENCY}).`;
  }
  return null;
}
