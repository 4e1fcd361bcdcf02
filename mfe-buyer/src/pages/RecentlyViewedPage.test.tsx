import { DEVICE_VIEWS_KEY, type RecentlyViewedView } from '@carmarket/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { renderAt, signInAs } from '../../test/render';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  localStorage.clear();
  signInAs();
});
afterEach(() => {
  Swal.close();
  return api.close();
});

const car = (n: number, extra: Partial<RecentlyViewedView> = {}): RecentlyViewedView => ({
  listingId: `5eed000000000000000000${n}0`,
  name: `Car ${n}`,
  brand: 'Kia',
  image: '/static/cars/sedan-red.svg',
  sale_price: 20 + n,
  viewedAt: '2026-01-01T00:00:00.000Z',
  status: 'available',
  ...extra,
});

it("lists the account's recently viewed cars, newest first, sold and removed ones marked", async () => {
  api.on('GET /me/recently-viewed', ok([car(1), car(2, { status: 'sold' }), car(3, { status: 'withdrawn' })]));
  renderAt('/dashboard/recently-viewed');
  const list = within(await screen.findByRole('list', { name: 'Recently viewed cars' }));
  expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'KiaCar 121 k$',
    'KiaCar 222 k$Sold',
    'KiaCar 323 k$Withdrawn',
  ]);
  expect(list.getByRole('link', { name: 'Kia Car 1' })).toHaveAttribute('href', `/listing/${car(1).listingId}`);
  expect(list.queryByRole('link', { name: 'Kia Car 3' })).not.toBeInTheDocument();
});

it('sends the cars this device kept while signed out before reading the list', async () => {
  localStorage.setItem(DEVICE_VIEWS_KEY, JSON.stringify([car(4)]));
  api.on(`PUT /me/recently-viewed/${car(4).listingId}`, () => ({ status: 204 }));
  api.on('GET /me/recently-viewed', ok([car(4)]));
  renderAt('/dashboard/recently-viewed');
  expect(await screen.findByText('Car 4')).toBeInTheDocument();
  expect(api.callsTo(`PUT /me/recently-viewed/${car(4).listingId}`).map((c) => c.body)).toEqual([
    { viewedAt: car(4).viewedAt },
  ]);
  expect(localStorage.getItem(DEVICE_VIEWS_KEY)).toBeNull();
});

it('clears the list after a confirmation', async () => {
  api.on('GET /me/recently-viewed', ok([car(1)]));
  api.on('DELETE /me/recently-viewed', () => ({ status: 204 }));
  renderAt('/dashboard/recently-viewed');
  await screen.findByText('Car 1');
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  const dialog = await screen.findByRole('dialog', { name: 'Clear recently viewed?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
  expect(await screen.findByText('Nothing viewed yet')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('DELETE /me/recently-viewed')).toHaveLength(1));
});
