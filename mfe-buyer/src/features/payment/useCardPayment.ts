import { apiClient, ApiError, type Order, type RecordPaymentBody } from '@carmarket/shared-ui';
import { showError } from '@carmarket/shared-ui/widgets';
import { useRef, useState } from 'react';
import { PAYMENT_ERROR_TITLE, type CardOutcome } from './card-outcome';

type Result = { kind: 'declined'; message: string } | { kind: 'unrecorded'; message: string } | { kind: 'paid' };

export interface CardPayment {
  /** Tries the card with the form's `confirm`, then records the payment; one run at a time. */
  pay: (confirm: () => Promise<CardOutcome>) => void;
  /** True while the card is tried and the payment recorded: the Pay button's spinner. */
  submitting: boolean;
}

/**
 * The flow after Pay, the same for the Stripe and the sandbox form: confirm the card, then
 * POST /payments (the API checks with the processor before recording), then `onPaid`. A decline
 * or card error shows 'Oops...' with the provider's message and leaves the order unpaid, ready
 * for another card.
 */
export function useCardPayment(order: Order, onPaid: () => Promise<void>): CardPayment {
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false); // a second click before React re-renders must not pay twice

  const attempt = async (confirm: () => Promise<CardOutcome>): Promise<Result> => {
    const outcome = await confirm();
    if (!outcome.ok) return { kind: 'declined', message: outcome.message };
    const body: RecordPaymentBody = { orderID: order._id, transactionID: outcome.paymentIntentId };
    try {
      await apiClient.post('/payments', { body });
      return { kind: 'paid' };
    } catch (error) {
      // 409: the card was charged but the payment cannot pay this order (e.g. the booking lapsed
      // and the car went to someone else); the API refunded it and its message says so.
      if (error instanceof ApiError && error.status === 409) return { kind: 'declined', message: error.message };
      return { kind: 'unrecorded', message: error instanceof Error ? error.message : String(error) };
    }
  };

  const pay = (confirm: () => Promise<CardOutcome>) => {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    void attempt(confirm)
      .catch((error: unknown): Result => ({
        kind: 'declined',
        message: error instanceof Error ? error.message : String(error),
      }))
      .then(async (result) => {
        setSubmitting(false); // the modal below is the answer; the button is no longer busy
        if (result.kind === 'declined') {
          await showError(PAYMENT_ERROR_TITLE, result.message);
        } else if (result.kind === 'unrecorded') {
          await showError(
            'Payment not recorded yet',
            `Your card payment went through, but saving it failed: ${result.message} Reload this page in a moment; you will not be charged twice.`,
          );
        } else {
          await onPaid();
        }
      })
      .finally(() => {
        running.current = false;
      });
  };

  return { pay, submitting };
}
