import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationView } from '@carmarket/shared-ui';
import { ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { aNotification } from '../../test/fixtures';
import { renderAt, signInAs } from '../../test/render';

let api: FakeApi;
let items: NotificationView[];
beforeEach(async () => {
  api = await startFakeApi();
  items = [
    aNotification({
      _id: 'n2',
      title: 'Your Tesla Model 3 was booked',
      link: '/dashboard/my_buyers',
      kind: 'car-booked',
      read: false,
    }),
    aNotification({
      _id: 'n1',
      title: 'Kia EV6 dropped from 32 k$ to 30 k$',
      link: '/listing/l1',
      kind: 'price-drop',
      read: true,
    }),
  ];
  api.on('GET /notifications', () =>
    ok({ items, total: items.length, unread: items.filter((n) => !n.read).length, nextCursor: null }),
  );
  api.on('GET /notifications/unread-count', () => ok({ count: items.filter((n) => !n.read).length }));
  api.on('PUT /notifications/n2/read', () => {
    items = items.map((n) => (n._id === 'n2' ? { ...n, read: true } : n));
    return { status: 204 };
  });
  api.on('PUT /notifications/read-all', () => {
    items = items.map((n) => ({ ...n, read: true }));
    return { status: 204 };
  });
  signInAs();
});
afterEach(() => api.close());

const list = () => screen.findByRole('list', { name: 'Notifications' });

it('lists the notifications newest first, the unread one marked and bold, each linking to what it is about', async () => {
  renderAt('/dashboard/notifications');
  const [unread, read] = within(await list()).getAllByRole('listitem');

  expect(within(unread).getByRole('link', { name: 'Your Tesla Model 3 was booked' })).toHaveAttribute(
    'href',
    '/dashboard/my_buyers',
  );
  expect(unread).toHaveTextContent('Unread: Your Tesla Model 3 was booked');
  expect(within(unread).getByText('Your Tesla Model 3 was booked').parentElement).toHaveStyle({ fontWeight: '700' });
  expect(within(read).getByRole('link', { name: 'Kia EV6 dropped from 32 k$ to 30 k$' })).toHaveAttribute(
    'href',
    '/listing/l1',
  );
  expect(read).not.toHaveTextContent('Unread');
  expect(within(read).queryByRole('button', { name: /Mark/ })).toBeNull();
  expect(await screen.findByText('1 unread')).toBeInTheDocument(); // the bell's count, asked once there are notifications
});

it('Mark read marks that one read, and the list says so', async () => {
  const u = userEvent.setup();
  renderAt('/dashboard/notifications');
  await u.click(within(await list()).getByRole('button', { name: 'Mark read: Your Tesla Model 3 was booked' }));

  expect(await screen.findByText('All read')).toBeInTheDocument();
  expect(within(await list()).queryByText(/Unread/)).toBeNull();
  expect(api.callsTo('PUT /notifications/n2/read')).toHaveLength(1);
});

it('Mark all as read marks every one read, then is disabled', async () => {
  const u = userEvent.setup();
  renderAt('/dashboard/notifications');
  await list();
  await u.click(screen.getByRole('button', { name: 'Mark all as read' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
  await waitFor(() => expect(api.callsTo('PUT /notifications/read-all')).toHaveLength(1)); // sent as the list turns read
});

it('opening an unread one goes to its target and marks it read', async () => {
  items[0] = { ...items[0], link: '/category/1' };
  const u = userEvent.setup();
  renderAt('/dashboard/notifications');
  await u.click(within(await list()).getByRole('link', { name: 'Your Tesla Model 3 was booked' }));
  expect(await screen.findByText('storefront: category')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('PUT /notifications/n2/read')).toHaveLength(1));
});

it('says when there are none', async () => {
  items = [];
  renderAt('/dashboard/notifications');
  expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
});

it('brings older notifications with Load more, and marking one of them read shows on every page loaded', async () => {
  items = Array.from({ length: 5 }, (_, i) =>
    aNotification({ _id: `n${5 - i}`, title: `Notice ${5 - i}`, read: i % 2 === 1 }),
  );
  api.on('GET /notifications', (call) => {
    const after = new URL(call.url, 'http://x').searchParams.get('cursor');
    const from = after ? items.findIndex((n) => n._id === after) + 1 : 0;
    const page = items.slice(from, from + 2);
    const nextCursor = from + 2 < items.length ? page.at(-1)!._id : null;
    return ok({ items: page, total: items.length, unread: 0, nextCursor });
  });
  api.on('PUT /notifications/n1/read', () => {
    items = items.map((n) => (n._id === 'n1' ? { ...n, read: true } : n));
    return { status: 204 };
  });
  const u = userEvent.setup();
  renderAt('/dashboard/notifications');
  const titles = async () =>
    within(await list())
      .getAllByRole('link')
      .map((a) => a.textContent);

  expect(await titles()).toEqual(['Notice 5', 'Notice 4']);
  expect(await screen.findByText('3 unread')).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(async () => expect(await titles()).toHaveLength(4));
  await u.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(async () =>
    expect(await titles()).toEqual(['Notice 5', 'Notice 4', 'Notice 3', 'Notice 2', 'Notice 1']),
  );
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

  await u.click(within(await list()).getByRole('button', { name: 'Mark read: Notice 1' }));
  expect(await screen.findByText('2 unread')).toBeInTheDocument();
  await waitFor(async () =>
    expect(within(await list()).queryByRole('button', { name: 'Mark read: Notice 1' })).toBeNull(),
  );
  expect(await titles()).toHaveLength(5);
});
