// Stripe's Payment Element, limited to cards. Loaded only by the payment screen, and only when
// a publishable key is configured: this module is the one place Stripe's code enters the app.
import {
  dollars,
  ErrorState,
  Heading,
  Muted,
  Skeleton,
  styled,
  theme,
  type PaymentIntentResult,
} from '@carmarket/shared-ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions, StripePaymentElementOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type FormEvent } from 'react';
import { PayButton } from './PayButton';
import { stripeOutcome } from './stripe-outcome';
import type { CardPayment } from './useCardPayment';

// One Stripe.js instance per key for the page's lifetime (Stripe's advice: load it once).
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripe.catch(() => stripeByKey.delete(publishableKey)); // a failed script load may be retried
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

const elementOptions: StripePaymentElementOptions = {
  layout: 'tabs',
  paymentMethodOrder: ['card'],
  // Cards only: no wallet or Link buttons (the API's intents accept only card payments anyway).
  wallets: { applePay: 'never', googlePay: 'never', link: 'never' },
};

const appearance: StripeElementsOptions['appearance'] = {
  theme: 'stripe',
  variables: {
    colorPrimary: theme.colors.primary,
    colorText: theme.colors.text,
    colorDanger: theme.colors.danger,
    fontFamily: theme.fonts.body,
    borderRadius: theme.radii.sm,
  },
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme: t }) => t.space.md};
`;

const TestHint = styled(Muted)`
  margin-top: ${({ theme: t }) => t.space.md};
`;

interface CardFormProps {
  intent: PaymentIntentResult;
  payment: CardPayment;
}

function PaymentElementForm({ intent, payment }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    payment.pay(async () =>
      stripeOutcome(
        await stripe.confirmPayment({
          elements,
          redirect: 'if_required',
          // Only used if the card's bank insists on a redirect (3-D Secure page): come back here.
          confirmParams: { return_url: window.location.href },
        }),
      ),
    );
  };

  if (loadError)
    return (
      <ErrorState title="The card form could not load" message={loadError} onRetry={() => window.location.reload()} />
    );
  return (
    <Form onSubmit={submit} aria-label="Card payment">
      <PaymentElement
        options={elementOptions}
        onReady={() => setElementReady(true)}
        onLoadError={(event) => setLoadError(event.error.message ?? 'Stripe could not show the card form.')}
      />
      <PayButton
        ready={Boolean(stripe && elements && elementReady)}
        submitting={payment.submitting}
        amount={dollars(intent.amount, intent.currency)}
      />
    </Form>
  );
}

export interface StripeCardFormProps {
  publishableKey: string;
  /** null until the API has made the PaymentIntent (the Element needs its client secret). */
  intent: PaymentIntentResult | null;
  payment: CardPayment;
}

export default function StripeCardForm({ publishableKey, intent, payment }: StripeCardFormProps) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setFailure(null);
    stripeFor(publishableKey).then(
      (loaded) => current && (loaded ? setStripe(loaded) : setFailure('Stripe.js is not available in this browser.')),
      (error: unknown) => current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [publishableKey, attempt]);

  const testMode = publishableKey.startsWith('pk_test_');
  return (
    <>
      <Heading>Card details</Heading>
      {failure ? (
        <ErrorState title="The card form could not load" message={failure} onRetry={() => setAttempt((n) => n + 1)} />
      ) : stripe && intent ? (
        <Elements stripe={stripe} options={{ clientSecret: intent.clientSecret, appearance }}>
          <PaymentElementForm intent={intent} payment={payment} />
        </Elements>
      ) : (
        <Form aria-label="Card payment" aria-busy="true" onSubmit={(event) => event.preventDefault()}>
          <Skeleton $height="44px" />
          <Skeleton $height="44px" />
          <PayButton ready={false} submitting={false} />
        </Form>
      )}
      {testMode && <TestHint>Stripe test mode: pay with 4242 4242 4242 4242, any future date and any CVC.</TestHint>}
    </>
  );
}
