import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfferView } from '@carmarket/shared-ui';
import { ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { aMessage, aThread, ME_BUYER, SELLER_ID } from '../../../test/fixtures';
import { renderAt, signInAs } from '../../../test/render';

function anOffer(overrides: Partial<OfferView> = {}): OfferView {
  return {
    _id: 'f1',
    listingId: '665f1c2a9b1e4a0012340004',
    conversationId: 'c1',
    brand: 'Tesla',
    carName: 'Model X 75D',
    buyer: { _id: ME_BUYER._id, name: ME_BUYER.name },
    seller: { _id: SELLER_ID, name: 'Sam Carter Motors' },
    from: 'buyer',
    amount: 36,
    askingPrice: 40,
    differencePercent: -10,
    guidance: { expected: 37.5, low: 35, high: 40, position: 'within', differencePercent: -4 },
    status: 'open',
    expiresAt: '2025-06-03T10:30:00.000Z',
    createdAt: '2025-06-01T10:30:00.000Z',
    ...overrides,
  };
}

let api: FakeApi;
let thread: ReturnType<typeof aThread>;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('PUT /conversations/c1/read', { status: 204 });
  api.on('GET /conversations/c1', () => ok(thread));
});
afterEach(() => api.close());

const card = (amount: string) => screen.findByRole('listitem', { name: new RegExp(`^Offer of ${amount} k\\$`) });

it('places the offer card between the messages by time, its message as text', async () => {
  api.on('GET /me', ok(ME_BUYER));
  signInAs();
  thread = aThread({
    messages: [
      aMessage({ _id: 'm1', text: 'Is it still available?', senderId: ME_BUYER._id }),
      aMessage({ _id: 'm2', text: 'Yes', createdAt: '2025-06-01T11:00:00.000Z' }),
    ],
    offers: [anOffer({ message: '<b>cash</b>' })],
  });
  renderAt('/dashboard/messages/c1');
  const mine = await card('36');
  const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
  expect(items.map((li) => li.getAttribute('aria-label') ?? li.textContent)).toEqual([
    expect.stringContaining('You'),
    expect.stringContaining('Offer of 36 k$ by you'),
    expect.stringContaining('Sam Carter Motors'),
  ]);
  expect(mine).toHaveTextContent('10 % below the asking price');
  expect(mine).toHaveTextContent('<b>cash</b>');
  // The buyer sees neither the seller's guidance nor Accept on their own offer; they may withdraw.
  expect(mine).not.toHaveTextContent('expected price');
  expect(within(mine).queryByRole('button', { name: 'Accept' })).toBeNull();
  expect(within(mine).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
});

it('shows the seller the price guidance and sends a counter', async () => {
  api.on('GET /me', ok({ ...ME_BUYER, _id: SELLER_ID, role: 'Seller' }));
  signInAs();
  thread = aThread({ offers: [anOffer()] });
  api.on('POST /offers/f1/counter', ok(anOffer({ _id: 'f2', from: 'seller', amount: 38 })));
  renderAt('/dashboard/messages/c1');
  const offer = await card('36');
  expect(offer).toHaveTextContent('This offer is 4 % below the expected price, within the expected range.');
  await userEvent.click(within(offer).getByRole('button', { name: 'Counter' }));
  await userEvent.type(within(offer).getByLabelText('Counter amount in k$'), '38');
  await userEvent.click(within(offer).getByRole('button', { name: 'Send counter' }));
  expect(api.callsTo('POST /offers/f1/counter').map((c) => c.body)).toEqual([{ amount: 38 }]);
});
