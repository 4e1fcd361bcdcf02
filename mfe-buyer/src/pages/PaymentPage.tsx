import {
  ButtonLink,
  Card,
  dollars,
  EmptyState,
  ErrorState,
  getRuntimeConfig,
  Heading,
  media,
  Muted,
  PageTitle,
  Stack,
  styled,
  type Order,
} from '@carmarket/shared-ui';
import { announceChange, showSuccess } from '@carmarket/shared-ui/widgets';
import { lazy, Suspense, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import type { OwnOrder } from '../api/load-own-order';
import { OrderSummary } from '../features/payment/OrderSummary';
import { SandboxCardForm } from '../features/payment/SandboxCardForm';
import { useCardPayment } from '../features/payment/useCardPayment';
import { usePaymentIntent } from '../api/usePaymentIntent';

// Stripe's code is fetched only when this screen needs it: a publishable key is configured.
const StripeCardForm = lazy(() => import('../features/payment/StripeCardForm'));

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  }
`;

// The Stack's gap spaces the notice; the heading's own bottom margin would double it.
const NoticeHeading = styled(Heading)`
  margin: 0;
`;

function PaidNotice({ order }: { order: Order }) {
  return (
    <Card>
      <Stack $gap="md" $align="flex-start">
        <NoticeHeading>This order is paid</NoticeHeading>
        <Muted>
          Nothing more to pay. Meet {order.sellerName} at {order.meetingLocation} to pick up your {order.carName}.
        </Muted>
        <ButtonLink to="/dashboard" variant="secondary">
          Back to My Orders
        </ButtonLink>
      </Stack>
    </Card>
  );
}

function Checkout({ order, onPaid }: { order: Order; onPaid: () => Promise<void> }) {
  const intent = usePaymentIntent(order._id);
  const payment = useCardPayment(order, onPaid);
  const publishableKey = getRuntimeConfig().stripePublishableKey;
  const formMode = publishableKey ? 'stripe' : 'sandbox';
  const ready = intent.status === 'ready' ? intent.intent : null;

  let form;
  if (intent.status === 'failed') {
    form = <ErrorState title="Payment could not start" message={intent.error.message} onRetry={intent.retry} />;
  } else if (ready && ready.mode !== formMode) {
    // The API and this page disagree on the processor: a deployment mistake, not the buyer's.
    form = (
      <ErrorState
        title="Card payments are misconfigured"
        message={`The payment server runs in ${ready.mode} mode but this page has ${publishableKey ? 'a' : 'no'} Stripe publishable key.`}
      />
    );
  } else if (publishableKey) {
    form = (
      <Suspense fallback={<Muted>Loading the card form…</Muted>}>
        <StripeCardForm publishableKey={publishableKey} intent={ready} payment={payment} />
      </Suspense>
    );
  } else {
    form = <SandboxCardForm intent={ready} payment={payment} />;
  }

  return (
    <>
      <OrderSummary order={order} paid={false} total={ready ? dollars(ready.amount, ready.currency) : undefined} />
      <Card>{form}</Card>
    </>
  );
}

/** `/dashboard/payment/:id`: pay one booked car by card. The order comes from the route's loader. */
export default function PaymentPage() {
  const loaded = useLoaderData() as OwnOrder;
  const navigate = useNavigate();
  const [paidNow, setPaidNow] = useState(false);

  // The screen turns paid at once (no second payment behind the modal), then back to My Orders.
  const paidByCard = async () => {
    setPaidNow(true);
    void announceChange('order-paid');
    await showSuccess('Payment Success!', 'Check out your order!');
    navigate('/dashboard');
  };

  if (loaded.lapsed !== undefined) {
    return (
      <>
        <PageTitle>Payment</PageTitle>
        <EmptyState
          title="This booking has lapsed"
          message={loaded.lapsed}
          action={<ButtonLink to="/category/1">Browse cars</ButtonLink>}
        />
      </>
    );
  }

  const { order } = loaded;
  const paid = order.isPaid || paidNow;
  return (
    <>
      <PageTitle>Payment</PageTitle>
      <Layout>
        {paid ? (
          <>
            <OrderSummary order={order} paid />
            <PaidNotice order={order} />
          </>
        ) : (
          <Checkout order={order} onPaid={paidByCard} />
        )}
      </Layout>
    </>
  );
}
