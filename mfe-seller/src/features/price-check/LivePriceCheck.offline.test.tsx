// The live price check with the storefront unreachable: a file of its own, since a view loaded
// once stays loaded for the rest of a file.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, startFakeApi, type FakeApi } from '../../../../shared-ui/test/fake-api';
import { renderScreen, signInAs } from '../../../../shared-ui/test/render-screen';
import { storefront } from '../../../../shared-ui/test/federation-runtime';
import { priceCheck } from '../../../test/price-check';
import AddProductPage from '../../pages/AddProductPage';

let api: FakeApi;
beforeEach(async () => {
  storefront.reachable = true;
  api = await startFakeApi();
  api.on('GET /categories', ok([{ _id: 'c1', category_id: 1, name: 'TESLA', image: '/static/categories/tesla.svg' }]));
  api.on('GET /models', ok(['Model 3', 'Model Y']));
  api.on('GET /price-check', priceCheck);
  signInAs('Seller', { displayName: 'Sam Carter', email: 'demo.seller@carmarket.test' });
});
afterEach(() => api.close());

const user = () => userEvent.setup({ delay: null });
const priceCheckBox = () => within(screen.getByRole('region', { name: 'Price check' }));

async function describeCar(u: ReturnType<typeof user>) {
  renderScreen(<AddProductPage />);
  await u.type(screen.getByLabelText('Brand'), 'Tesla');
  await u.selectOptions(await screen.findByLabelText('Model'), await screen.findByRole('option', { name: 'Model 3' }));
  await u.type(screen.getByLabelText('Year'), '2021');
  await u.type(screen.getByLabelText('Mileage (mi)'), '30000');
}

it('still gives the label and range as text when the storefront cannot be reached', async () => {
  storefront.reachable = false;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const u = user();
  await describeCar(u);
  await u.type(screen.getByLabelText('Sale price (k$)'), '30');
  expect(await priceCheckBox().findByText(/Expected price 28.5 k\$ – 31.5 k\$, 6 comparable cars/)).toBeInTheDocument();
  await waitFor(() => expect(warn).toHaveBeenCalled());
  expect(priceCheckBox().getByText('Fair price')).toBeInTheDocument();
  warn.mockRestore();
  error.mockRestore();
});
