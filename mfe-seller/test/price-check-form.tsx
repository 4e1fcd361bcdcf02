// The Add A Product form as the live price check's tests drive it: a fake API that knows the
// categories, the brand's models and GET /price-check, a signed-in seller, and a car described
// up to (not including) its price.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { storefront } from '@carmarket/shared-ui/test/federation-runtime';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import AddProductPage from '../src/pages/AddProductPage';
import { priceCheck } from './price-check';

/** Starts the fake API and signs the seller in; the storefront (its price view) is reachable. */
export async function startPriceCheckApi(): Promise<FakeApi> {
  storefront.reachable = true;
  const api = await startFakeApi();
  api.on('GET /categories', ok([{ _id: 'c1', category_id: 1, name: 'TESLA', image: '/static/categories/tesla.svg' }]));
  api.on('GET /models', ok(['Model 3', 'Model Y']));
  api.on('GET /price-check', priceCheck);
  signInAs('Seller', { displayName: 'Sam Carter', email: 'demo.seller@carmarket.test' });
  return api;
}

export const user = () => userEvent.setup({ delay: null });
export const priceCheckBox = () => within(screen.getByRole('region', { name: 'Price check' }));

/** Opens Add A Product and fills brand, model, year and mileage. */
export async function describeCar(u: ReturnType<typeof user>) {
  renderScreen(<AddProductPage />);
  await u.type(screen.getByLabelText('Brand'), 'Tesla');
  await u.selectOptions(await screen.findByLabelText('Model'), await screen.findByRole('option', { name: 'Model 3' }));
  await u.type(screen.getByLabelText('Year'), '2021');
  await u.type(screen.getByLabelText('Mileage (mi)'), '30000');
}
