import { screen } from '@testing-library/react';
import { ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { aThread, anIntent, anOrder, ME_BUYER } from '../test/fixtures';
import { renderAt, signInAs } from '../test/render';
import remote from './remote';

it('declares the buyer routes under /dashboard, for any signed-in person', () => {
  expect(remote).toMatchObject({ name: 'buyer', mount: '/dashboard' });
  expect(remote.routes.map((r) => [r.path, r.title, r.access])).toEqual([
    ['', 'My Orders', 'signed-in'],
    ['wishlist', 'Wish List', 'signed-in'],
    ['payment/:id', 'Payment', 'signed-in'],
    ['recently-viewed', 'Recently viewed', 'signed-in'],
    ['saved-searches', 'Saved searches', 'signed-in'],
    ['messages', 'Messages', ['User', 'Buyer', 'Seller']],
    ['messages/:conversationId', 'Conversation', ['User', 'Buyer', 'Seller']],
    ['notifications', 'Notifications', 'signed-in'],
    ['settings', 'Settings', 'signed-in'],
  ]);
  // The payment screen's order is fetched before it shows.
  expect(remote.routes[2].loader).toEqual(expect.any(Function));
});

it("puts My Orders and Wish List in the side menu of Users and Buyers, Messages in every party's (with its unread count), Notifications and Settings in everyone's", () => {
  expect(remote.menu).toEqual([
    { label: 'My Orders', to: '/dashboard', roles: ['User', 'Buyer'] },
    { label: 'Wish List', to: '/dashboard/wishlist', roles: ['User', 'Buyer'] },
    // The last cars opened, on any device.
    { label: 'Recently viewed', to: '/dashboard/recently-viewed', roles: ['User', 'Buyer'] },
    // Saved from the category and search pages, which every signed-in shopper sees.
    { label: 'Saved searches', to: '/dashboard/saved-searches', roles: ['User', 'Buyer', 'Seller'] },
    { label: 'Messages', to: '/dashboard/messages', roles: ['User', 'Buyer', 'Seller'], badge: 'messages' },
    {
      label: 'Notifications',
      to: '/dashboard/notifications',
      roles: ['User', 'Buyer', 'Seller', 'Admin'],
      badge: 'notifications',
    },
    { label: 'Settings', to: '/dashboard/settings', roles: ['User', 'Buyer', 'Seller', 'Admin'] },
  ]);
});

describe('each route mounted as the shell mounts it', () => {
  let api: FakeApi;
  beforeEach(async () => {
    api = await startFakeApi();
    api.on('GET /orders', ok([]));
    api.on('GET /wishlist', ok([]));
    api.on('GET /saved-searches', ok([]));
    api.on('GET /me/recently-viewed', ok([]));
    api.on('GET /payment/o1', ok(anOrder({ _id: 'o1' })));
    api.on('POST /create-payment-intent', ok(anIntent()));
    api.on('GET /me', ok(ME_BUYER));
    api.on('GET /conversations', ok({ items: [], total: 0, unread: 0, nextCursor: null }));
    api.on('GET /conversations/c1', ok(aThread()));
    api.on('GET /notifications', ok({ items: [], total: 0, unread: 0, nextCursor: null }));
    // As the API answers (a shape without `kinds` crashed the page once the answer won the race with the assertion).
    api.on(
      'GET /me/settings',
      ok({
        email: { 'car-booked': true },
        kinds: [{ kind: 'car-booked', label: 'A car of yours was booked', email: true }],
      }),
    );
    signInAs();
  });
  afterEach(() => api.close());

  it.each([
    ['/dashboard', 'My Orders'],
    ['/dashboard/wishlist', 'Wish List'],
    ['/dashboard/payment/o1', 'Payment'],
    ['/dashboard/saved-searches', 'Saved searches'],
    ['/dashboard/recently-viewed', 'Recently viewed'],
    ['/dashboard/messages', 'Messages'],
    ['/dashboard/messages/c1', 'Conversation with Sam Carter Motors'],
    ['/dashboard/notifications', 'Notifications'],
    ['/dashboard/settings', 'Settings'],
  ])('%s shows the %s screen', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
