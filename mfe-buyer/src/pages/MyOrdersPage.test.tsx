import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, gate, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { anOrder } from '../../test/fixtures';
import { BUYER, renderAt, signInAs } from '../../test/render';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  signInAs();
});
afterEach(() => api.close());

const toaster = () => screen.getByRole('region', { name: 'Notifications' });

it("asks for the signed-in buyer's orders and shows a skeleton until they arrive", async () => {
  const answer = gate();
  api.on('GET /orders', answer.reply);
  renderAt('/dashboard');

  expect(await screen.findByLabelText('Loading your orders')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  answer.open(ok([anOrder()]));
  expect(await screen.findByRole('table', { name: 'My Orders' })).toBeInTheDocument();
  expect(screen.queryByLabelText('Loading your orders')).toBeNull();
  expect(api.calls.map((c) => c.url)).toEqual([`/orders?email=${encodeURIComponent(BUYER.email)}`]);
});

it('lists seller, car model, price in k$, and Paid or a Pay link to the payment screen', async () => {
  api.on(
    'GET /orders',
    ok([
      anOrder({
        _id: 'a1',
        carName: 'Model X 75D',
        brand: 'Tesla',
        sellerName: 'Sam Carter Motors',
        price: 39.5,
        isPaid: false,
      }),
      anOrder({ _id: 'b2', carName: 'Camry SE', brand: 'Toyota', sellerName: 'Nora Ellis', price: 18.5, isPaid: true }),
    ]),
  );
  renderAt('/dashboard');

  const rows = within(await screen.findByRole('table', { name: 'My Orders' }))
    .getAllByRole('row')
    .slice(1);
  expect(rows).toHaveLength(2);
  const [unpaid, paid] = rows.map((row) => within(row));
  expect(unpaid.getByText('Sam Carter Motors')).toBeInTheDocument();
  expect(unpaid.getByText('Model X 75D')).toBeInTheDocument();
  expect(unpaid.getByText('39.5 k$')).toBeInTheDocument();
  expect(unpaid.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/dashboard/payment/a1');
  expect(unpaid.queryByText('Paid')).toBeNull();

  expect(paid.getByText('Nora Ellis')).toBeInTheDocument();
  expect(paid.getByText('18.5 k$')).toBeInTheDocument();
  expect(paid.getByText('Paid')).toBeInTheDocument();
  expect(paid.queryByRole('link', { name: 'Pay' })).toBeNull();
});

it('shows a paid order whose payment was refunded or disputed afterwards, with no Pay link', async () => {
  api.on(
    'GET /orders',
    ok([
      anOrder({ _id: 'r1', carName: 'Camry SE', isPaid: true, paymentIssue: 'refunded' }),
      anOrder({ _id: 'd1', carName: 'EV6 GT', isPaid: true, paymentIssue: 'disputed' }),
    ]),
  );
  renderAt('/dashboard');
  const table = within(await screen.findByRole('table', { name: 'My Orders' }));
  expect(table.getByText('Camry SE').closest('tr')).toHaveTextContent('Paid, refunded');
  expect(table.getByText('EV6 GT').closest('tr')).toHaveTextContent('Paid, disputed');
  expect(table.queryByRole('link', { name: 'Pay' })).toBeNull();
});

it('the Pay link opens the payment screen of that order', async () => {
  api.on('GET /orders', ok([anOrder({ _id: 'a1' })]));
  api.on('GET /payment/a1', gate().reply); // the screen waits for its loader; reaching it is enough
  renderAt('/dashboard');
  await userEvent.click(await screen.findByRole('link', { name: 'Pay' }));
  await waitFor(() => expect(api.calls.map((c) => c.url)).toContain('/payment/a1'));
});

it('says NO ORDERS FOUND and invites to browse when there are none', async () => {
  api.on('GET /orders', ok([]));
  renderAt('/dashboard');
  expect(await screen.findByText('NO ORDERS FOUND')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/category/1');
  expect(screen.queryByRole('table')).toBeNull();
});

it("shows the toast 'Something went wrong' when the orders cannot be loaded, and Retry loads them", async () => {
  api.on('GET /orders', fail(500, 'Database unavailable'));
  renderAt('/dashboard');

  expect(await within(toaster()).findByText('Something went wrong')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable');
  expect(screen.queryByText('NO ORDERS FOUND')).toBeNull();

  api.on('GET /orders', ok([anOrder()]));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table', { name: 'My Orders' })).toBeInTheDocument();
});

it("links each order's car to its page", async () => {
  api.on('GET /orders', ok([anOrder({ _id: 'a1', carId: 'car7', carName: 'Model X 75D' })]));
  renderAt('/dashboard');
  expect(await screen.findByRole('link', { name: 'Model X 75D' })).toHaveAttribute('href', '/listing/car7');
});

it("Message opens the conversation about that booking (the order's id) and goes to its thread", async () => {
  api.on('GET /orders', ok([anOrder({ _id: 'a1', sellerName: 'Sam Carter Motors' })]));
  api.on('POST /conversations', ok({ _id: 'c7' }));
  api.on('GET /conversations/c7', gate().reply); // the thread waits for its data; reaching it is enough
  const { router } = renderAt('/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Message Sam Carter Motors' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/messages/c7'));
  expect(api.calls.find((c) => c.method === 'POST' && c.url === '/conversations')?.body).toEqual({ orderId: 'a1' });
});

describe('ending a booking', () => {
  it('Cancel booking looks like a button (outlined), not like text', async () => {
    api.on('GET /orders', ok([anOrder({ _id: 'a1', carName: 'Model X 75D' })]));
    renderAt('/dashboard');
    const cancel = await screen.findByRole('button', { name: 'Cancel booking' });
    expect(getComputedStyle(cancel).borderColor).not.toBe('transparent');
  });

  it('Cancel booking asks first, cancels once, and the refreshed list shows it cancelled', async () => {
    let order = anOrder({ _id: 'a1', carName: 'Model X 75D' });
    api.on('GET /orders', () => ok([order]));
    api.on('POST /orders/a1/cancel', () => {
      order = { ...order, status: 'cancelled', expiresAt: undefined };
      return ok(order);
    });
    const u = userEvent.setup();
    renderAt('/dashboard');

    await u.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('heading', { name: 'Cancel your booking of the Model X 75D?' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Cancel your booking of the Model X 75D?' })).toBeNull(),
    );
    expect(api.callsTo('POST /orders/a1/cancel')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await u.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('heading', { name: 'Booking cancelled' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'OK' }));
    const row = within(await screen.findByRole('table', { name: 'My Orders' })).getAllByRole('row')[1];
    await waitFor(() => expect(within(row).getByText('Cancelled')).toBeInTheDocument());
    expect(within(row).queryByRole('link', { name: 'Pay' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(api.callsTo('POST /orders/a1/cancel')).toHaveLength(1);
  });

  it("a refused cancel (e.g. paid meanwhile) shows the API's message", async () => {
    api.on('GET /orders', ok([anOrder({ _id: 'a1' })]));
    api.on('POST /orders/a1/cancel', fail(409, 'This booking is paid; a paid booking cannot be cancelled.'));
    const u = userEvent.setup();
    renderAt('/dashboard');
    await u.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await u.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await within(toaster()).findByText('This booking is paid; a paid booking cannot be cancelled.'),
    ).toBeInTheDocument();
  });

  it("a declined booking says so with the seller's reason, as text, and offers neither Pay nor Cancel", async () => {
    api.on(
      'GET /orders',
      ok([
        anOrder({ _id: 'd1', status: 'declined', declineReason: '<b>Sold</b> to my neighbour', expiresAt: undefined }),
      ]),
    );
    renderAt('/dashboard');
    const row = within(await screen.findByRole('table', { name: 'My Orders' })).getAllByRole('row')[1];
    expect(within(row).getByText('Declined by the seller')).toBeInTheDocument();
    expect(within(row).getByText('<b>Sold</b> to my neighbour')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Pay' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });
});
