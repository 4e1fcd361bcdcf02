// The unread counts: the top navigation's bell and the side menu's badges (signed in only).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuth, type RemoteModule, type RemoteName, type Role } from '@carmarket/shared-ui';
import { gate, ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { closeDashboardMenu } from '../layout/dashboard-menu';
import { renderShell, signInAs, testRemotes } from './app';

const PARTIES: readonly Role[] = ['User', 'Buyer', 'Seller'];
const EVERYONE: readonly Role[] = ['User', 'Buyer', 'Seller', 'Admin'];

/** The test remotes, with the buyer remote's shared screens as the real one declares them. */
function remotesWithMessages(): Record<RemoteName, RemoteModule> {
  const remotes = testRemotes();
  const page = () => <h1>Messages page</h1>;
  remotes.buyer = {
    ...remotes.buyer,
    routes: [...remotes.buyer.routes, { path: 'messages', title: 'Messages', access: PARTIES, Component: page }],
    menu: [
      ...remotes.buyer.menu,
      { label: 'Messages', to: '/dashboard/messages', roles: PARTIES, badge: 'messages' },
      { label: 'Notifications', to: '/dashboard/notifications', roles: EVERYONE, badge: 'notifications' },
    ],
  };
  return remotes;
}
const remotes = remotesWithMessages();
const allUp = (name: RemoteName) => Promise.resolve(remotes[name]);

let api: FakeApi;
let counts: { messages: number; notifications: number };
beforeEach(async () => {
  api = await startFakeApi();
  counts = { messages: 1, notifications: 3 };
  api.on('GET /conversations/unread-count', () => ok({ count: counts.messages }));
  api.on('GET /notifications/unread-count', () => ok({ count: counts.notifications }));
});
afterEach(async () => {
  signInAs(null);
  closeDashboardMenu();
  await api.close();
});

const banner = () => screen.getByRole('banner');

it('signed out, the navigation has no counts and asks for none', async () => {
  signInAs(null);
  renderShell('/', allUp);
  expect(await screen.findByRole('heading', { name: 'Storefront home' })).toBeInTheDocument();
  expect(within(banner()).queryByRole('link', { name: /Messages|Notifications/ })).toBeNull();
  expect(api.calls).toEqual([]);
});

it('signed in, the bell and the messages link show the unread counts and lead to their pages', async () => {
  signInAs('Buyer');
  renderShell('/', allUp);
  const bell = await within(banner()).findByRole('link', { name: 'Notifications, 3 unread' });
  expect(bell).toHaveAttribute('href', '/dashboard/notifications');
  expect(bell).toHaveTextContent('3');
  const messages = await within(banner()).findByRole('link', { name: 'Messages, 1 unread' });
  expect(messages).toHaveAttribute('href', '/dashboard/messages');
});

it('the bell counts a new notification without a reload, and shows no number at zero', async () => {
  counts.notifications = 0;
  signInAs('Seller');
  renderShell('/', allUp);
  const bell = await within(banner()).findByRole('link', { name: 'Notifications' });
  await waitFor(() => expect(api.callsTo('GET /notifications/unread-count')).not.toEqual([]));
  expect(bell).toHaveTextContent(/^Notifications$/); // its label only, no number

  counts.notifications = 1;
  expect(
    await within(banner()).findByRole('link', { name: 'Notifications, 1 unread' }, { timeout: 8000 }),
  ).toHaveTextContent('1');
});

it('an admin has the bell but no messages link (admins take part in no conversation)', async () => {
  signInAs('Admin');
  renderShell('/', allUp);
  expect(await within(banner()).findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  expect(within(banner()).queryByRole('link', { name: /Messages/ })).toBeNull();
  expect(api.callsTo('GET /conversations/unread-count')).toEqual([]);
});

it('signing out takes the counts away', async () => {
  signInAs('Buyer');
  renderShell('/', allUp);
  await within(banner()).findByRole('link', { name: 'Notifications, 3 unread' });
  act(() => signInAs(null));
  await waitFor(() => expect(within(banner()).queryByRole('link', { name: /Notifications/ })).toBeNull());
});

it("after signing in as someone else, the counts are never the previous account's, not even until the first answer", async () => {
  signInAs('Buyer');
  renderShell('/', allUp);
  await within(banner()).findByRole('link', { name: 'Notifications, 3 unread' });
  await within(banner()).findByRole('link', { name: 'Messages, 1 unread' });
  act(() => signInAs(null));
  await waitFor(() => expect(within(banner()).queryByRole('link', { name: /Notifications/ })).toBeNull());

  const answer = gate();
  // Counted from here: the first account's counts may have come from the cache of an earlier test.
  const askedBefore = api.callsTo('GET /notifications/unread-count').length;
  api.on('GET /notifications/unread-count', answer.reply);
  api.on('GET /conversations/unread-count', answer.reply);
  act(() =>
    useAuth.setState({
      user: {
        uid: 'u2',
        email: 'someone.else@carmarket.test',
        displayName: 'Someone Else',
        photoURL: null,
        emailVerified: true,
      },
      loading: false,
      role: 'Buyer',
      roleLoading: false,
    }),
  );
  await waitFor(() => expect(api.callsTo('GET /notifications/unread-count').length).toBeGreaterThan(askedBefore)); // the new account's count is asked for
  expect(within(banner()).getByRole('link', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
  expect(within(banner()).getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages');

  act(() => answer.open(ok({ count: 5 })));
  expect(await within(banner()).findByRole('link', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
  expect(await within(banner()).findByRole('link', { name: 'Messages, 5 unread' })).toBeInTheDocument();
});

it("the side menu shows the counts beside Messages and Notifications, after the role's own screens", async () => {
  counts = { messages: 12, notifications: 2 };
  signInAs('Seller');
  renderShell('/dashboard/add_product', allUp);
  expect(await screen.findByRole('heading', { name: 'Add A Product page' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Dashboard Menu' }));
  const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
  await waitFor(() =>
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Add A Product', '/dashboard/add_product'],
      ['Messages, 12 unread9+', '/dashboard/messages'],
      ['Notifications, 2 unread2', '/dashboard/notifications'],
    ]),
  );
  // Read as 'Messages, 12 unread' (the badge's '9+' is for the eye only).
  expect(within(menu).getByRole('link', { name: /^Messages ?, 12 unread$/ })).toBeInTheDocument();
});
