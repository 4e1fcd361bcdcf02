// The bell's counts wait for the first screen: they are no part of it (decision 0037).
import { act, screen, within } from '@testing-library/react';
import { ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { renderShell, signInAs, testRemotes } from './app';

// This test decides when the first screen has been shown.
const firstScreenShown: (() => void)[] = [];
jest.mock('@carmarket/shared-ui/src/auth/after-first-screen', () => ({
  afterFirstScreen: (run: () => void) => firstScreenShown.push(run),
}));

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  api.on('GET /conversations/unread-count', () => ok({ count: 1 }));
  api.on('GET /notifications/unread-count', () => ok({ count: 3 }));
});
afterEach(async () => {
  signInAs(null);
  await api.close();
});

it('signed in, the icons come with the header and ask for nothing; their counts follow the first screen', async () => {
  signInAs('Buyer');
  const remotes = testRemotes();
  renderShell('/', (name) => Promise.resolve(remotes[name]));
  expect(await screen.findByRole('heading', { name: 'Storefront home' })).toBeInTheDocument();
  const banner = within(screen.getByRole('banner'));
  // The icons hold their place before any count is known: the counts arriving move nothing.
  expect(banner.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/dashboard/messages');
  expect(banner.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/dashboard/notifications');
  expect(api.callsTo('GET /notifications/unread-count')).toEqual([]);
  expect(api.callsTo('GET /conversations/unread-count')).toEqual([]);
  expect(firstScreenShown).toHaveLength(1);
  act(() => firstScreenShown[0]());
  expect(await banner.findByRole('link', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
  expect(await banner.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
});

it("an admin's one icon comes with the header too", async () => {
  signInAs('Admin');
  const remotes = testRemotes();
  renderShell('/', (name) => Promise.resolve(remotes[name]));
  expect(await screen.findByRole('heading', { name: 'Storefront home' })).toBeInTheDocument();
  const banner = within(screen.getByRole('banner'));
  // The first screen was shown in the test before: the count may already be read out.
  expect(banner.getByRole('link', { name: /^Notifications/ })).toBeInTheDocument();
  expect(banner.queryByRole('link', { name: /Messages/ })).toBeNull();
});
