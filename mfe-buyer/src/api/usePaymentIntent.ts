import { apiClient, ApiError, type CreatePaymentIntentBody, type PaymentIntentResult } from '@carmarket/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router-dom';

export type IntentState =
  { status: 'loading' } | { status: 'ready'; intent: PaymentIntentResult } | { status: 'failed'; error: ApiError };

/**
 * Asks the API for the PaymentIntent of an unpaid order (POST /create-payment-intent; the amount
 * is the order's, and an open intent is handed back rather than a second one made). A 409 means
 * the order got paid meanwhile: the route's loader runs again so the screen shows it paid.
 */
export function usePaymentIntent(orderId: string): IntentState & { retry: () => void } {
  const [state, setState] = useState<IntentState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const revalidator = useRevalidator();
  const revalidateOrder = useRef(revalidator.revalidate);
  revalidateOrder.current = revalidator.revalidate;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const body: CreatePaymentIntentBody = { orderId };
    apiClient.post('/create-payment-intent', { body }).then(
      (intent) => current && setState({ status: 'ready', intent }),
      (err: unknown) => {
        if (!current) return;
        const error = err instanceof ApiError ? err : new ApiError(0, String(err));
        setState({ status: 'failed', error });
        if (error.status === 409) void revalidateOrder.current();
      },
    );
    return () => {
      current = false;
    };
  }, [orderId, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
