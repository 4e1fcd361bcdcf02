import { screen } from '@testing-library/react';
import { ok, startFakeApi, type FakeApi } from '../../shared-ui/test/fake-api';
import { anIntent, anOrder } from '../test/fixtures';
import { renderAt, signInAs } from '../test/render';
import remote from './remote';

it('declares the buyer routes of the spec under /dashboard, for any signed-in person', () => {
  expect(remote).toMatchObject({ name: 'buyer', mount: '/dashboard' });
  expect(remote.routes.map((r) => [r.path, r.title, r.access])).toEqual([
    ['', 'My Orders', 'signed-in'],
    ['wishlist', 'Wish List', 'signed-in'],
    ['payment/:id', 'Payment', 'signed-in'],
    ['saved-searches', 'Saved searches', 'signed-in'], // issue 17
  ]);
  // The payment screen's order is fetched before it shows.
  expect(remote.routes[2].loader).toEqual(expect.any(Function));
});

it('puts My Orders and Wish List in the side menu of Users and Buyers', () => {
  expect(remote.menu).toEqual([
    { label: 'My Orders', to: '/dashboard', roles: ['User', 'Buyer'] },
    { label: 'Wish List', to: '/dashboard/wishlist', roles: ['User', 'Buyer'] },
    // Issue 17: saved from the category and search pages, which every signed-in shopper sees.
    { label: 'Saved searches', to: '/dashboard/saved-searches', roles: ['User', 'Buyer', 'Seller'] },
  ]);
});

describe('each route mounted as the shell mounts it', () => {
  let api: FakeApi;
  beforeEach(async () => {
    api = await startFakeApi();
    api.on('GET /orders', ok([]));
    api.on('GET /wishlist', ok([]));
    api.on('GET /saved-searches', ok([]));
    api.on('GET /payment/o1', ok(anOrder({ _id: 'o1' })));
    api.on('POST /create-payment-intent', ok(anIntent()));
    signInAs();
  });
  afterEach(() => api.close());

  it.each([
    ['/dashboard', 'My Orders'],
    ['/dashboard/wishlist', 'Wish List'],
    ['/dashboard/payment/o1', 'Payment'],
    ['/dashboard/saved-searches', 'Saved searches'],
  ])('%s shows the %s screen', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
