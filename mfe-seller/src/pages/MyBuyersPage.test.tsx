import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, type SellerOrder } from '@carmarket/shared-ui';
import { fail, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { HELD_STATUSES, orderHolding, STATUS_WORDS } from '@carmarket/shared-ui/test/listing-states';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import { useLocation } from 'react-router-dom';
import MyBuyersPage from './MyBuyersPage';

const ORDER: SellerOrder = {
  _id: 'o1',
  buyerName: 'Dana Buyer',
  buyerEmail: 'demo.buyer@carmarket.test',
  phone: '503-555-0101',
  meetingLocation: 'Austin Central Library',
  carId: 'p1',
  carName: 'Model Y Performance',
  brand: 'Tesla',
  price: 47.9,
  isPaid: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  status: 'active',
};

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  signInAs('Seller');
});
afterEach(async () => {
  act(() => toast.remove());
  await api.close();
});

it("lists who booked the seller's cars, how to reach them, where they meet and whether they paid", async () => {
  api.on('GET /my_buyers', ok([ORDER, { ...ORDER, _id: 'o2', buyerName: 'Lee Park', isPaid: true }]));
  renderScreen(<MyBuyersPage />);
  const dana = (await screen.findByText('Dana Buyer')).closest('tr') as HTMLElement;
  for (const text of ['demo.buyer@carmarket.test', '503-555-0101', 'Austin Central Library', '47.9 k$', 'Booked']) {
    expect(within(dana).getByText(text)).toBeInTheDocument();
  }
  expect(within(dana).getByText('Model Y Performance')).toBeInTheDocument();
  const lee = screen.getByText('Lee Park').closest('tr') as HTMLElement;
  expect(within(lee).getByText('Sold')).toBeInTheDocument();
});

it('shows when each unpaid hold ends and links each car to its page', async () => {
  api.on(
    'GET /my_buyers',
    ok([
      { ...ORDER, expiresAt: '2026-11-29T21:58:36.845Z' },
      { ...ORDER, _id: 'o2', buyerName: 'Lee Park', isPaid: true },
    ]),
  );
  renderScreen(<MyBuyersPage />);
  const dana = (await screen.findByText('Dana Buyer')).closest('tr') as HTMLElement;
  expect(within(dana).getByText('held until Nov 29, 9:58 PM UTC')).toBeInTheDocument();
  expect(within(dana).getByRole('link', { name: 'Tesla Model Y Performance' })).toHaveAttribute('href', '/listing/p1');
  const lee = screen.getByText('Lee Park').closest('tr') as HTMLElement;
  expect(within(lee).queryByText(/held until/)).toBeNull();
});

it('shows a paid booking whose payment was refunded or disputed afterwards', async () => {
  api.on(
    'GET /my_buyers',
    ok([
      { ...ORDER, isPaid: true, paymentIssue: 'refunded' },
      { ...ORDER, _id: 'o2', buyerName: 'Lee Park', isPaid: true, paymentIssue: 'disputed' },
    ]),
  );
  renderScreen(<MyBuyersPage />);
  const dana = (await screen.findByText('Dana Buyer')).closest('tr') as HTMLElement;
  expect(within(dana).getByText('Paid, refunded')).toBeInTheDocument();
  const lee = screen.getByText('Lee Park').closest('tr') as HTMLElement;
  expect(within(lee).getByText('Paid, disputed')).toBeInTheDocument();
});

it('Message opens the conversation about that booking and goes to its thread', async () => {
  api.on('GET /my_buyers', ok([ORDER]));
  api.on('POST /conversations', ok({ _id: 'c7' }));
  function Where() {
    return <output aria-label="Location">{useLocation().pathname}</output>;
  }
  renderScreen(
    <>
      <MyBuyersPage />
      <Where />
    </>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Message Dana Buyer' }));
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/dashboard/messages/c7'),
  );
  expect(api.calls.find((c) => c.method === 'POST' && c.url === '/conversations')?.body).toEqual({ orderId: 'o1' });
});

it('says when nobody has booked yet', async () => {
  api.on('GET /my_buyers', ok([]));
  renderScreen(<MyBuyersPage />);
  expect(await screen.findByText('NO BUYERS YET')).toBeInTheDocument();
});

it('offers a retry when the list cannot be loaded', async () => {
  api.on('GET /my_buyers', fail(503, 'Service unavailable'));
  renderScreen(<MyBuyersPage />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

describe('declining a booking', () => {
  it('asks for a reason (required), declines once with it, and the refreshed list shows it declined', async () => {
    let order: SellerOrder = ORDER;
    api.on('GET /my_buyers', () => ok([order]));
    api.on('POST /orders/o1/decline', (call) => {
      order = { ...order, status: 'declined', declineReason: (call.body as { reason: string }).reason };
      return ok(order);
    });
    const u = userEvent.setup();
    renderScreen(<MyBuyersPage />);

    await u.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByRole('heading', { name: "Decline Dana Buyer's booking of the Model Y Performance?" }),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Decline booking' }));
    expect(await screen.findByText('Say why you decline the booking')).toBeInTheDocument(); // blank is refused before any call
    await u.type(screen.getByRole('textbox', { name: 'Reason for the buyer' }), '  The car failed its inspection.  ');
    await u.click(screen.getByRole('button', { name: 'Decline booking' }));
    expect(await screen.findByRole('heading', { name: 'Booking declined' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'OK' }));

    expect(api.callsTo('POST /orders/o1/decline').map((c) => c.body)).toEqual([
      { reason: 'The car failed its inspection.' },
    ]);
    const row = (await screen.findByText('Dana Buyer')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Declined')).toBeInTheDocument());
    expect(within(row).getByText('The car failed its inspection.')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('cancelling the prompt declines nothing; paid and cancelled bookings offer no Decline', async () => {
    api.on(
      'GET /my_buyers',
      ok([
        ORDER,
        { ...ORDER, _id: 'o2', buyerName: 'Lee Park', isPaid: true },
        { ...ORDER, _id: 'o3', buyerName: 'Kim Lo', status: 'cancelled' },
      ]),
    );
    const u = userEvent.setup();
    renderScreen(<MyBuyersPage />);
    await u.click(await screen.findByRole('button', { name: 'Decline' }));
    await u.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('POST /orders/o1/decline')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Decline' })).toHaveLength(1);
    expect(
      within(screen.getByText('Kim Lo').closest('tr') as HTMLElement).getByText('Cancelled by the buyer'),
    ).toBeInTheDocument();
  });
});

it.each(HELD_STATUSES)('a booking whose car is %s reads the words every screen uses for the car', async (status) => {
  api.on('GET /my_buyers', ok([{ ...ORDER, ...orderHolding(status) }]));
  renderScreen(<MyBuyersPage />);
  const row = (await screen.findByText('Dana Buyer')).closest('tr') as HTMLElement;
  expect(within(row).getByText(STATUS_WORDS[status])).toBeInTheDocument();
});
