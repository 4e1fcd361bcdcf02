import { screen, waitFor, within } from '@testing-library/react';
import { getRuntimeConfig, setRuntimeConfig } from '@carmarket/shared-ui';
import userEvent from '@testing-library/user-event';
import { fail, gate, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { HELD_STATUSES, orderHolding, STATUS_WORDS } from '@carmarket/shared-ui/test/listing-states';
import { anIntent, anOrder } from '../../test/fixtures';
import { renderAt, signInAs } from '../../test/render';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi(); // no stripePublishableKey: the sandbox card form
  signInAs();
});
afterEach(() => api.close());

const ORDER = anOrder({
  _id: 'o1',
  carName: 'Model X 75D',
  brand: 'Tesla',
  sellerName: 'Sam Carter Motors',
  price: 39.5,
});
/** SweetAlert2's modal (showError / showSuccess), found by its title. */
const modal = (title: string) => screen.findByRole('dialog', { name: title });

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry date'), '1234');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

function unpaidOrder() {
  api.on('GET /payment/o1', ok(ORDER));
  api.on('POST /create-payment-intent', ok(anIntent()));
}

describe('before the screen shows', () => {
  it('loads the order through the route loader and summarises what is paid for', async () => {
    unpaidOrder();
    renderAt('/dashboard/payment/o1');
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Model X 75D · Tesla')).toBeInTheDocument();
    expect(within(summary).getByText('Sam Carter Motors')).toBeInTheDocument();
    expect(within(summary).getByText('39.5 k$')).toBeInTheDocument();
    expect(await within(summary).findByText('$39,500.00')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'GET', url: '/payment/o1' });
    expect(api.callsTo('POST /create-payment-intent')[0].body).toEqual({ orderId: 'o1' });
  });

  it.each([
    [404, 'an unknown order or one of another buyer'],
    [400, 'an id that cannot exist'],
  ])('shows not-found for %i (%s)', async (status) => {
    api.on('GET /payment/o1', fail(status, 'Order not found'));
    renderAt('/dashboard/payment/o1');
    expect(await screen.findByText('shell: not found')).toBeInTheDocument();
    expect(api.callsTo('POST /create-payment-intent')).toHaveLength(0);
  });

  it('explains a booking that lapsed unpaid instead of offering to pay', async () => {
    api.on('GET /payment/o1', fail(410, 'This booking was not paid in time and lapsed.'));
    renderAt('/dashboard/payment/o1');
    expect(await screen.findByText('This booking has lapsed')).toBeInTheDocument();
    expect(screen.getByText('This booking was not paid in time and lapsed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});

describe('the sandbox card form', () => {
  it('is marked as test mode, lists the test cards, and fills one in (number, expiry, CVC) when clicked', async () => {
    unpaidOrder();
    renderAt('/dashboard/payment/o1');
    const note = await screen.findByRole('note', { name: 'Test mode' });
    expect(note).toHaveTextContent('TEST MODE');
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995']) {
      expect(within(note).getByRole('button', { name: card })).toBeInTheDocument();
    }
    await userEvent.click(within(note).getByRole('button', { name: '4000 0000 0000 0002' }));
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    // The whole card: a future expiry and a CVC, so Pay can be pressed at once.
    const [month, year] = (screen.getByLabelText('Expiry date') as HTMLInputElement).value.split(' / ').map(Number);
    expect(new Date(2000 + year, month - 1 + 1, 1).getTime()).toBeGreaterThan(Date.now());
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
  });

  it('keeps Pay disabled until the payment intent is ready', async () => {
    api.on('GET /payment/o1', ok(ORDER));
    const intent = gate();
    api.on('POST /create-payment-intent', intent.reply);
    renderAt('/dashboard/payment/o1');

    const pay = await screen.findByRole('button', { name: /^Pay/ });
    expect(pay).toBeDisabled();
    intent.open(ok(anIntent()));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $39,500.00' })).toBeEnabled());
  });

  it('shows a spinner on Pay while the card is being confirmed and ignores more clicks', async () => {
    unpaidOrder();
    const confirm = gate();
    api.on('POST /sandbox/confirm', confirm.reply);
    renderAt('/dashboard/payment/o1');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled());
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));

    const pay = screen.getByRole('button', { name: /^Pay/ });
    await waitFor(() => expect(pay).toHaveAttribute('aria-busy', 'true'));
    expect(pay).toBeDisabled();
    await userEvent.click(pay);
    await waitFor(() => expect(api.callsTo('POST /sandbox/confirm')).toHaveLength(1)); // the spinner shows as it is sent
    confirm.open(fail(402, 'Your card was declined.'));
    await modal('Oops...');
    expect(pay).not.toHaveAttribute('aria-busy');
    expect(api.callsTo('POST /sandbox/confirm')).toHaveLength(1); // the second click sent nothing
  });

  it("sends the card to the sandbox and on a decline shows 'Oops...' with the provider's message, leaving the order unpaid", async () => {
    unpaidOrder();
    api.on('POST /sandbox/confirm', fail(402, 'Your card has insufficient funds.'));
    renderAt('/dashboard/payment/o1');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled());
    await fillCard('4000000000009995');
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));

    const oops = await modal('Oops...');
    expect(oops).toHaveAccessibleDescription('Your card has insufficient funds.');
    expect(api.callsTo('POST /sandbox/confirm')[0].body).toEqual({
      paymentIntentId: 'pi_sandbox_abc',
      cardNumber: '4000000000009995',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(api.callsTo('POST /payments')).toHaveLength(0);
    await userEvent.click(within(oops).getByRole('button', { name: 'OK' }));
    // Still unpaid: the form stays for another card.
    expect(screen.getByText('Booked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled();
  });

  it("records a successful payment, says 'Payment Success!' / 'Check out your order!' and goes to My Orders, where it reads Paid", async () => {
    unpaidOrder();
    api.on('POST /sandbox/confirm', ok({ paymentIntentId: 'pi_sandbox_abc', status: 'succeeded' }));
    let paid = false;
    api.on('POST /payments', () => {
      paid = true;
      return { status: 201, body: { transactionID: 'pi_sandbox_abc' } };
    });
    api.on('GET /orders', () => ok([{ ...ORDER, isPaid: paid }]));
    renderAt('/dashboard/payment/o1');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled());
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));

    const success = await modal('Payment Success!');
    expect(success).toHaveAccessibleDescription('Check out your order!');
    expect(api.callsTo('POST /payments')[0].body).toEqual({ orderID: 'o1', transactionID: 'pi_sandbox_abc' });
    // Behind the modal no second payment is offered.
    expect(screen.queryByRole('button', { name: /^Pay/, hidden: true })).toBeNull();

    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    const table = await screen.findByRole('table', { name: 'My Orders' });
    expect(within(table).getByText('Paid')).toBeInTheDocument();
  });

  it("shows 'Oops...' with the API's refund message when the charged payment cannot pay the order", async () => {
    unpaidOrder();
    api.on('POST /sandbox/confirm', ok({ paymentIntentId: 'pi_sandbox_abc', status: 'succeeded' }));
    const refunded =
      'This booking lapsed before it was paid and the car has been booked by someone else; the payment was not applied. The payment has been refunded to your card.';
    api.on('POST /payments', fail(409, refunded));
    renderAt('/dashboard/payment/o1');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled());
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));

    expect(await modal('Oops...')).toHaveAccessibleDescription(refunded);
    expect(screen.queryByRole('dialog', { name: 'Payment not recorded yet' })).toBeNull();
  });

  it('checks the card fields before asking the sandbox', async () => {
    unpaidOrder();
    renderAt('/dashboard/payment/o1');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Card number'), '4242');
    await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));

    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription(
      "Your card's expiration date is incomplete.",
    );
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(api.callsTo('POST /sandbox/confirm')).toHaveLength(0);
  });
});

describe('an order that is already paid', () => {
  it('shows that it is paid and offers no second payment', async () => {
    api.on('GET /payment/o1', ok({ ...ORDER, isPaid: true }));
    renderAt('/dashboard/payment/o1');
    expect(await screen.findByRole('heading', { name: 'This order is paid' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Order summary' })).getByText('Sold')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(api.callsTo('POST /create-payment-intent')).toHaveLength(0);
  });

  it('turns to the paid view when the API says it got paid meanwhile (another tab)', async () => {
    let paidElsewhere = false;
    api.on('GET /payment/o1', () => ok({ ...ORDER, isPaid: paidElsewhere }));
    api.on('POST /create-payment-intent', () => {
      paidElsewhere = true;
      return fail(409, 'This order is already paid.');
    });
    renderAt('/dashboard/payment/o1');
    expect(await screen.findByRole('heading', { name: 'This order is paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});

describe('where Stripe.js comes in', () => {
  const stripeScript = () => document.querySelector('script[src^="https://js.stripe.com/"]');
  afterEach(() => stripeScript()?.remove());

  it('without a publishable key, the payment screen never loads Stripe.js', async () => {
    unpaidOrder();
    renderAt('/dashboard/payment/o1');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled());
    expect(stripeScript()).toBeNull();
  });

  it('with a publishable key, it loads Stripe.js instead of the sandbox form and keeps Pay disabled until Stripe is ready', async () => {
    setRuntimeConfig({ ...getRuntimeConfig(), stripePublishableKey: 'pk_test_e2e' });
    unpaidOrder();
    api.on(
      'POST /create-payment-intent',
      ok(anIntent({ mode: 'stripe', clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1' })),
    );
    renderAt('/dashboard/payment/o1');

    await waitFor(() => expect(stripeScript()).not.toBeNull());
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled(); // jsdom never runs Stripe.js
    expect(screen.queryByRole('note', { name: 'Test mode' })).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});

it.each(HELD_STATUSES)(
  'the summary of an order whose car is %s reads the words every screen uses for it',
  async (status) => {
    api.on('GET /payment/o1', ok({ ...ORDER, ...orderHolding(status) }));
    api.on('POST /create-payment-intent', ok(anIntent()));
    renderAt('/dashboard/payment/o1');
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(summary.getByText(STATUS_WORDS[status])).toBeInTheDocument();
  },
);
