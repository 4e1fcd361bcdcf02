// The live price check with the storefront unreachable: a file of its own, since a view loaded
// once stays loaded for the rest of a file.
import { screen, waitFor } from '@testing-library/react';
import type { FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { storefront } from '@carmarket/shared-ui/test/federation-runtime';
import { describeCar, priceCheckBox, startPriceCheckApi, user } from '../../../test/price-check-form';

let api: FakeApi;
beforeEach(async () => {
  api = await startPriceCheckApi();
});
afterEach(() => api.close());

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
