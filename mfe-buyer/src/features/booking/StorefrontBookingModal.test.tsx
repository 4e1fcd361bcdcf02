// Its own file: once the storefront has handed over the modal, the page keeps it (as in the browser).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import { storefront } from '@carmarket/shared-ui/test/federation-runtime';
import { renderAt, signInAs } from '../../../test/render';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  signInAs();
});
afterEach(() => api.close());

const MODEL_3 = aListing({ _id: 'car1', name: 'Model 3 Long Range', brand: 'Tesla', sale_price: 34.5 });
const toaster = () => screen.getByRole('region', { name: 'Notifications' });

it('with the storefront remote unreachable, Book Now says booking is unavailable and a later try opens the form', async () => {
  api.on('GET /wishlist', ok([MODEL_3]));
  storefront.reachable = false;
  try {
    renderAt('/dashboard/wishlist');
    const card = await screen.findByRole('article', { name: 'Model 3 Long Range' });
    await userEvent.click(within(card).getByRole('button', { name: 'Book Now' }));

    expect(
      await within(toaster()).findByText('Booking is not available right now. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card).toBeInTheDocument();

    storefront.reachable = true;
    await userEvent.click(within(card).getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('dialog', { name: 'Book Model 3 Long Range of Tesla Brand' })).toBeInTheDocument();
  } finally {
    storefront.reachable = true;
  }
});
