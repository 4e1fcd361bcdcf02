// End to end: a seller prices a car in the Add A Product form and watches the live price
// check go from Overpriced to Good deal as the price comes down; the car, saved at a price well
// inside Good deal, shows the same label and the comparables' chart to a buyer on its page.
// Screenshots of the price check and of the listing page's price analysis at 1280 and 390 px.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { components } from '@carmarket/shared-ui/src/api-types';
import { loginThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { acknowledgeModal } from '../support/modals';
import { screenshotBoth } from '../support/screenshots';
import type { StackInfo } from '../support/stack-handle';
import { carBody, postListing, registerAccount, uniqueTag, type FreshAccount } from './seller-admin-support';
import { gotoTakenOver } from '../support/hydration';

type PriceAnalysisView = components['schemas']['PriceAnalysisView'];

// A model and years no seeded car and no other spec uses, so the comparables are this test's own
// (a retry moves 6 years back, clear of the first try's cars).
const MODEL = 'Supra';
const yearOfTry = () => 1988 - 6 * test.info().retry;
const MILEAGE = 60_000;
/** About what the comparables make a car of the year with 60,000 mi worth (k$). */
const WORTH = 17;

/**
 * Eight comparables: a year either side, 30,000–90,000 mi, priced by year and mileage (+1 k$ a
 * year, −0.5 k$ per 10,000 mi) with a little noise, as a market would.
 */
const comparablesOf = (year: number) =>
  [
    [-1, 40_000, 0.2],
    [-1, 75_000, -0.1],
    [0, 30_000, -0.2],
    [0, 52_000, 0.1],
    [0, 68_000, 0.2],
    [0, 90_000, -0.2],
    [1, 45_000, -0.1],
    [1, 80_000, 0.1],
  ].map(([age, mileage, noise]) => ({
    year: year + age,
    mileage,
    price: Math.round((WORTH + age - ((mileage - MILEAGE) / 10_000) * 0.5 + noise) * 10) / 10,
  }));

async function putFacts(
  stack: StackInfo,
  seller: FreshAccount,
  id: string,
  facts: { model: string; year: number; mileage: number },
) {
  const res = await fetch(`${stack.urls.api}/listings/${id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${seller.idToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(facts),
  });
  if (!res.ok) throw new Error(`PUT /listings/${id} answered ${res.status}: ${await res.text()}`);
}

/** Other sellers' Supras, posted and given their facts through the API. */
async function postComparables(stack: StackInfo, year: number) {
  const seller = await registerAccount(stack, 'Seller');
  for (const car of comparablesOf(year)) {
    const listing = await postListing(
      stack,
      seller,
      carBody({ name: `Supra E2E ${uniqueTag()}`, sale_price: car.price, original_price: 40 }),
    );
    await putFacts(stack, seller, listing._id, { model: MODEL, year: car.year, mileage: car.mileage });
  }
}

const addProductForm = (page: Page) => page.getByRole('form', { name: 'Add a product' });
const priceCheck = (page: Page) => addProductForm(page).getByRole('region', { name: 'Price check' });

test('a seller sees the live price check go from Overpriced to Good deal; the buyer sees the same label and the chart on the car page', async ({
  page,
  browser,
  stack,
}) => {
  test.slow(); // a seller, a buyer, nine listings and screenshots at two sizes
  const year = yearOfTry();
  await postComparables(stack, year);
  const carName = `Supra Turbo E2E ${uniqueTag()}`;

  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await loginThroughUi(seller, await registerAccount(stack, 'Seller'));
  await gotoTakenOver(seller, '/dashboard/add_product');
  const form = addProductForm(seller);
  await form.getByLabel('Brand').fill('Toyota');
  const model = form.getByLabel('Model', { exact: true });
  await expect(model.getByRole('option', { name: MODEL })).toBeAttached(); // the brand's catalogue has loaded
  await model.selectOption(MODEL);
  await form.getByLabel('Year', { exact: true }).fill(String(year));
  await form.getByLabel('Mileage (mi)').fill(String(MILEAGE));
  await expect(priceCheck(seller)).toContainText('Enter the brand, model, year, mileage and sale price');

  // Asking a third more than the comparables say: Overpriced, with the chart.
  const salePrice = form.getByLabel('Sale price (k$)');
  await salePrice.fill('23');
  const label = priceCheck(seller).locator('[data-deal]');
  await expect(label).toHaveText('Overpriced');
  await expect(priceCheck(seller)).toContainText('8 comparable cars');
  await expect(
    priceCheck(seller).getByRole('img', { name: /^Price against mileage of 8 comparable cars/ }),
  ).toBeVisible();
  // Down to about 10 % under: Good deal (5 points from either threshold).
  await salePrice.fill('18.5');
  await expect(label).toHaveText('High price');
  await salePrice.fill('15.3');
  await expect(label).toHaveText('Good deal');
  await seller.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await screenshotBoth(seller, 'price-check', { scrollTo: priceCheck(seller) });

  await form.getByLabel('Car name').fill(carName);
  await form.getByLabel('Category').selectOption({ label: '3 TOYOTA' });
  await form.getByLabel('Condition').selectOption('good');
  await form.getByLabel('Years used').fill('20');
  await form.getByLabel('Location').fill('San Diego, CA');
  await form.getByLabel('Description').fill('Twin-turbo, manual, garage kept. Listed by an end-to-end test.');
  await form.getByLabel('Original price (K$)').fill('40');
  await form.getByLabel('Phone').fill('619-555-0188');
  await form.getByLabel('Image URL').fill('/static/cars/sedan-red.svg');
  await form.getByRole('button', { name: 'Add product' }).click();
  await acknowledgeModal(seller, 'Thank You!', 'Product added successfully!');
  await seller.goto('/dashboard/products');
  const href = await seller
    .getByRole('article', { name: carName })
    .getByRole('link', { name: carName })
    .getAttribute('href');
  await sellerContext.close();

  // The buyer, on the car's page: the badge beside the price, then the analysis below the fold.
  await loginThroughUi(page, await registerAccount(stack, 'Buyer'));
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: `Toyota ${carName}` })).toBeVisible();
  const guidance = page.getByRole('group', { name: 'Price guidance' });
  await expect(guidance.locator('[data-deal]')).toHaveText('Good deal');
  await expect(guidance).toContainText('0 days on market');
  const analysis = page.getByRole('region', { name: 'Price analysis' });
  await analysis.scrollIntoViewIfNeeded();
  await expect(analysis.locator('[data-deal]')).toHaveText('Good deal');
  await expect(analysis).toContainText('8 comparable cars');
  await expect(
    analysis.getByRole('img', {
      name: /^Price against mileage of 8 comparable cars.*this car: 15\.3 k\$ at 60,000 mi\.$/,
    }),
  ).toBeVisible();
  await expect(analysis.getByRole('group', { name: 'Price history' }).getByRole('listitem')).toHaveText([
    /^Listed at 15\.3 k\$ on /,
  ]);
  // The comparables, listed: each links to its car's page.
  await analysis.getByText('List the 8 comparable cars').click();
  await expect(analysis.getByRole('table', { name: 'Comparable cars' }).getByRole('link')).toHaveCount(8);
  await analysis.getByText('How we rate a price').click();
  await expect(analysis.getByRole('listitem').filter({ hasText: 'Good deal' })).toHaveText(
    'Good deal: 5 % to 15 % below',
  );
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="price-analysis"]').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);
  await analysis.getByText('List the 8 comparable cars').click();
  await analysis.getByText('How we rate a price').click();

  // The page's own call says the same.
  const id = href!.replace('/listing/', '');
  const api = (await (await fetch(`${stack.urls.api}/listings/${id}/price-analysis`)).json()) as PriceAnalysisView;
  expect(api.rating.label).toBe('Good deal');
  expect(api.points).toHaveLength(8);

  await screenshotBoth(page, 'price-analysis', { scrollTo: analysis });
});
