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

it('signed in, the first screen shows without the counts and asks for none; the counts follow it', async () => {
  signInAs('Buyer');
  const remotes = testRemotes();
  renderShell('/', (name) => Promise.resolve(remotes[name]));
  expect(await screen.findByRole('heading', { name: 'Storefront home' })).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).queryByRole('link', { name: /Messages|Notifications/ })).toBeNull();
  expect(api.callsTo('GET /notifications/unread-count')).toEqual([]);
  expect(firstScreenShown).toHaveLength(1);
  act(() => firstScreenShown[0]());
  expect(
    await within(screen.getByRole('banner')).findByRole('link', { name: 'Notifications, 3 unread' }),
  ).toBeInTheDocument();
  expect(
    await within(screen.getByRole('banner')).findByRole('link', { name: 'Messages, 1 unread' }),
  ).toBeInTheDocument();
});
