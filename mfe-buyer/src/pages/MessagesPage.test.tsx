import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, startFakeApi, type ApiCall, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
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

/** Answers like the API pages conversations: `size` at a time, the cursor the last one's id. */
function paged(all: ReturnType<typeof aConversation>[], size: number) {
  return (call: ApiCall) => {
    const after = new URL(call.url, 'http://x').searchParams.get('cursor');
    const from = after ? all.findIndex((c) => c._id === after) + 1 : 0;
    const items = all.slice(from, from + size);
    const nextCursor = from + size < all.length ? items.at(-1)!._id : null;
    return ok({ items, total: all.length, unread: 0, nextCursor });
  };
}

const many = (n: number) =>
  Array.from({ length: n }, (_, i) => aConversation({ _id: `c${n - i}`, carName: `Model ${n - i}` }));

it('brings the conversations past the first page with Load more, in the same list, until there are no more', async () => {
  api.on('GET /conversations', paged(many(5), 2));
  const u = userEvent.setup();
  renderAt('/dashboard/messages');
  const rows = async () =>
    within(await screen.findByRole('list', { name: 'Conversations' }))
      .getAllByRole('link')
      .map((r) => r.getAttribute('href'));

  expect(await rows()).toEqual(['/dashboard/messages/c5', '/dashboard/messages/c4']);
  await u.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(async () => expect(await rows()).toHaveLength(4));
  await u.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(async () =>
    expect(await rows()).toEqual(['c5', 'c4', 'c3', 'c2', 'c1'].map((id) => `/dashboard/messages/${id}`)),
  );
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(api.callsTo('GET /conversations').map((c) => new URL(c.url, 'http://x').searchParams.get('cursor'))).toEqual(
    expect.arrayContaining([null, 'c4', 'c2']),
  );
});

it('keeps the conversations shown when a further page fails, and Retry brings it', async () => {
  const answer = paged(many(3), 2);
  let failing = true;
  api.on('GET /conversations', (call) =>
    failing && call.url.includes('cursor=') ? fail(503, 'Messages are unavailable for a moment') : answer(call),
  );
  const u = userEvent.setup();
  renderAt('/dashboard/messages');
  await u.click(await screen.findByRole('button', { name: 'Load more' }));

  const failed = await screen.findByRole('alert');
  expect(failed).toHaveTextContent('Could not load more');
  expect(failed).toHaveTextContent('Messages are unavailable for a moment');
  expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')).toHaveLength(2);
  failing = false;
  await u.click(within(failed).getByRole('button', { name: 'Retry' }));
  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')).toHaveLength(3),
  );
});
