import { screen, within } from '@testing-library/react';
import { ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { aConversation, ME_BUYER } from '../../test/fixtures';
import { renderAt, signInAs } from '../../test/render';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /me', ok(ME_BUYER));
  signInAs();
});
afterEach(() => api.close());

const page = (items: ReturnType<typeof aConversation>[]) =>
  ok({ items, total: items.length, unread: items.reduce((n, c) => n + c.unread, 0), nextCursor: null });

it('lists the conversations as the API orders them (newest first), each with its car, the other party and the last message, linking to the thread', async () => {
  api.on(
    'GET /conversations',
    page([
      aConversation({
        _id: 'c2',
        brand: 'Kia',
        carName: 'EV6',
        seller: { _id: 'u-nora', name: 'Nora Ellis' },
        lastMessage: 'Sure, Saturday works',
      }),
      aConversation({ _id: 'c1', subject: 'listing', orderId: undefined }),
    ]),
  );
  renderAt('/dashboard/messages');

  const rows = within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole('link');
  expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/dashboard/messages/c2', '/dashboard/messages/c1']);
  expect(rows[0]).toHaveTextContent('Kia EV6');
  expect(rows[0]).toHaveTextContent('Seller Nora Ellis · about a booking');
  expect(rows[0]).toHaveTextContent('Sure, Saturday works');
  expect(rows[1]).toHaveTextContent('Seller Sam Carter Motors · question before booking');
});

it('shows unread conversations in bold with their count, read ones in normal weight', async () => {
  api.on(
    'GET /conversations',
    page([aConversation({ _id: 'c2', unread: 2 }), aConversation({ _id: 'c1', unread: 0 })]),
  );
  renderAt('/dashboard/messages');

  const [unread, read] = within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole('link');
  expect(unread).toHaveStyle({ fontWeight: '700' });
  expect(unread).toHaveTextContent('2 unread');
  expect(read).toHaveStyle({ fontWeight: '400' });
  expect(read).not.toHaveTextContent('unread');
});

it('names the buyer to a seller: the other party is whoever the caller is not', async () => {
  api.on('GET /me', ok({ ...ME_BUYER, _id: 'u-sam', name: 'Sam Carter Motors', role: 'Seller' }));
  api.on('GET /conversations', page([aConversation()]));
  renderAt('/dashboard/messages');
  expect(await screen.findByRole('link', { name: /Tesla Model X 75D/ })).toHaveTextContent('Buyer Dana Buyer');
});

it('says there are no conversations yet and how one starts', async () => {
  api.on('GET /conversations', page([]));
  renderAt('/dashboard/messages');
  expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/category/1');
});
