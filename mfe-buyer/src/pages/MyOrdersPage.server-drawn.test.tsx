// My Orders on a page the server drew: the orders the page carried are shown as they are, without
// asking the API for them again; a later visit to the screen asks as always.
import { act, screen } from '@testing-library/react';
import { PAGE_DATA_ID } from '@carmarket/shared-ui';
import { ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { anOrder } from '../../test/fixtures';
import { BUYER, renderAt, signInAs } from '../../test/render';
import { myOrdersPath } from '../api/useMyOrders';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  signInAs();
});
afterEach(() => api.close());

it('shows the orders the server drew without reading them again; a later visit reads them', async () => {
  const block = document.createElement('script');
  block.id = PAGE_DATA_ID;
  block.type = 'application/json';
  block.textContent = JSON.stringify({ [myOrdersPath(BUYER.email)]: [anOrder({ carName: 'Civic as drawn' })] });
  document.body.append(block);
  api.on('GET /orders', ok([anOrder({ carName: 'Civic as read later' })]));

  const { router } = renderAt('/dashboard');
  expect(await screen.findByText('Civic as drawn')).toBeInTheDocument();

  await act(() => router.navigate('/category/1'));
  await act(() => router.navigate('/dashboard'));
  expect(await screen.findByText('Civic as read later')).toBeInTheDocument();
  // The one read is the later visit's: the first showed what the page carried.
  expect(api.calls.map((c) => c.url).filter((url) => url.startsWith('/orders'))).toEqual([
    `/orders?email=${encodeURIComponent(BUYER.email)}`,
  ]);
});
