// The seller's live price check in Add A Product and Edit, against a server that answers
// GET /price-check like the API (test/price-check.ts), with the storefront's
// real price analysis view (shared-ui/test/federation-runtime.ts hands over its source).
import { screen, within } from '@testing-library/react';
import type { DealLabel, OwnerListing } from '@carmarket/shared-ui';
import { fail, ok, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import { renderScreen } from '@carmarket/shared-ui/test/render-screen';
import { describeCar, priceCheckBox, startPriceCheckApi, user } from '../../../test/price-check-form';
import MyProductsPage from '../../pages/MyProductsPage';

let api: FakeApi;
beforeEach(async () => {
  api = await startPriceCheckApi();
});
afterEach(() => api.close());

// The shared deadline (setup-dom.ts), not a shorter one: the check waits for a pause in typing, then the API, then the lazy view.
const label = async (text: DealLabel) =>
  (await priceCheckBox().findByText(text, { selector: '[data-deal]' })).textContent;

it('asks nothing until brand, model, year, mileage and price are given', async () => {
  const u = user();
  await describeCar(u);
  expect(priceCheckBox().getByText(/Enter the brand, model, year, mileage and sale price/)).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 600));
  expect(api.callsTo('GET /price-check')).toEqual([]);
});

it('shows where the price lands as it is typed, Overpriced down to Good deal, with the chart, asking once per pause', async () => {
  const u = user();
  await describeCar(u);
  const price = screen.getByLabelText('Sale price (k$)');
  await u.type(price, '36');
  expect(await label('Overpriced')).toBe('Overpriced');
  expect(priceCheckBox().getByText('28.5 k$ – 31.5 k$')).toBeInTheDocument();
  expect(
    await priceCheckBox().findByRole('img', { name: /^Price against mileage of 6 comparable cars/ }),
  ).toBeInTheDocument();
  // Typed quickly, '36' is asked for once: the '3' before it never reached the API.
  expect(api.callsTo('GET /price-check').map((c) => c.url)).toEqual([
    '/price-check?brand=Tesla&model=Model%203&year=2021&mileage=30000&price=36',
  ]);

  await u.clear(price);
  await u.type(price, '27.5');
  expect(await label('Good deal')).toBe('Good deal');
  expect(priceCheckBox().queryByText('Overpriced', { selector: '[data-deal]' })).toBeNull();
  // The comparables open in a new tab: the form keeps what was typed.
  expect(priceCheckBox().getAllByRole('link', { hidden: true })[0]).toHaveAttribute('target', '_blank');
});

it("shows the API's objection to what was typed", async () => {
  api.on('GET /price-check', fail(400, "model must be one of the brand's models"));
  const u = user();
  await describeCar(u);
  await u.type(screen.getByLabelText('Sale price (k$)'), '30');
  expect(await priceCheckBox().findByRole('alert')).toHaveTextContent("model must be one of the brand's models");
});

it("checks the edited price of an own listing in My Products' Edit", async () => {
  const listing = {
    ...aListing({ _id: 'p1', name: 'Model 3 Long Range', brand: 'Tesla', sale_price: 36, sellerName: 'Sam Carter' }),
    sellerId: 's1',
    model: 'Model 3',
    year: 2021,
    mileage: 30000,
    phone: '512-555-0142',
    seller_email: 'demo.seller@carmarket.test',
    photos: [],
  } as OwnerListing;
  api.on('GET /my_products/Sam%20Carter', ok([listing]));
  const u = user();
  renderScreen(<MyProductsPage />);
  await u.click(
    within(await screen.findByRole('article', { name: 'Model 3 Long Range' })).getByRole('button', { name: 'Edit' }),
  );
  expect(await label('Overpriced')).toBe('Overpriced');
  const price = within(screen.getByRole('dialog', { name: 'Edit Model 3 Long Range' })).getByLabelText(
    'Sale price (k$)',
  );
  await u.clear(price);
  await u.type(price, '29');
  expect(await label('Fair price')).toBe('Fair price');
});
