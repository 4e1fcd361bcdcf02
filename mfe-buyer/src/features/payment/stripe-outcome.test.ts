import type { PaymentIntent, PaymentIntentResult, StripeError } from '@stripe/stripe-js';
import { stripeOutcome } from './stripe-outcome';

const intent = (status: PaymentIntent['status']) =>
  ({ paymentIntent: { id: 'pi_123', status } as PaymentIntent }) as PaymentIntentResult;
const error = (fields: Partial<StripeError>) =>
  ({ error: { type: 'card_error', ...fields } as StripeError }) as PaymentIntentResult;

it('a succeeded intent is paid, by its id', () => {
  expect(stripeOutcome(intent('succeeded'))).toEqual({ ok: true, paymentIntentId: 'pi_123' });
});

it("a decline or card error carries Stripe's message", () => {
  expect(stripeOutcome(error({ code: 'card_declined', message: 'Your card was declined.' }))).toEqual({
    ok: false,
    message: 'Your card was declined.',
  });
});

it('an error without a message still explains itself', () => {
  expect(stripeOutcome(error({}))).toEqual({ ok: false, message: expect.stringMatching(/could not be charged/) });
});

it('a payment still processing is not reported as paid', () => {
  expect(stripeOutcome(intent('processing'))).toEqual({
    ok: false,
    message: expect.stringMatching(/still processing/),
  });
  expect(stripeOutcome(intent('requires_payment_method'))).toEqual({
    ok: false,
    message: expect.stringMatching(/requires_payment_method/),
  });
});
