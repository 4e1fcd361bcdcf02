// Stripe.js's answer to confirmPayment({ redirect: 'if_required' }) as a CardOutcome. Types
// only: nothing from Stripe is loaded by importing this file.
import type { PaymentIntentResult } from '@stripe/stripe-js';
import type { CardOutcome } from './card-outcome';

export function stripeOutcome(result: PaymentIntentResult): CardOutcome {
  if (result.error) {
    return { ok: false, message: result.error.message ?? 'Your card could not be charged. Try another card.' };
  }
  const { id, status } = result.paymentIntent;
  if (status === 'succeeded') return { ok: true, paymentIntentId: id };
  if (status === 'processing') {
    return {
      ok: false,
      message: 'Your payment is still processing. The order is marked paid as soon as your bank confirms it.',
    };
  }
  return { ok: false, message: `The payment did not complete (status: ${status}). Try again or use another card.` };
}
