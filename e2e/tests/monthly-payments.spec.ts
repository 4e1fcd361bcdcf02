// Monthly payments end to end: cards show "about $X/mo" (10 % down, 7.9 % APR, 60 months), the
// filter bar's monthly budget goes into the URL and narrows the list by the same estimate, and the
// listing page's calculator works the payment out from the sale price.
import { loginThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';
import { carBody, postListing, registerAccount, uniqueTag } from './seller-admin-support';

test('cards show a monthly figure, the monthly budget narrows the list, and the calculator works a payment out', async ({
  page,
  stack,
}) => {
  test.slow(); // screenshots at two sizes
  const tag = uniqueTag();
  const seller = await registerAccount(stack, 'Seller');
  // About $546 and $728 a month with the defaults.
  const cheaper = await postListing(stack, seller, carBody({ name: `Monthly ${tag} A`, sale_price: 30 }));
  const dearer = await postListing(stack, seller, carBody({ name: `Monthly ${tag} B`, sale_price: 40 }));
  await loginThroughUi(page, await registerAccount(stack, 'Buyer'));

  await page.goto(`/category/3?q=${encodeURIComponent(`Monthly ${tag}`)}`);
  await expect(page.getByRole('status')).toHaveText('2 cars');
  await expect(page.getByRole('article', { name: cheaper.name })).toContainText('about $546/mo');
  await expect(page.getByRole('article', { name: dearer.name })).toContainText('about $728/mo');
  await screenshotBoth(page, 'cards-monthly', {
    scrollTo: page.getByRole('article', { name: cheaper.name }).getByText('about $546/mo'),
  });

  // A budget of $546 a month keeps the $30,000 car and drops the $40,000 one.
  const filters = page.getByRole('region', { name: 'Filter and sort cars' });
  const toggle = filters.getByRole('button', { name: /^Filters and sort/ });
  if (await toggle.isVisible()) await toggle.click();
  await filters.getByLabel('Budget ($/mo)').fill('546');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/maxMonthly=546/);
  await expect(page.getByRole('status')).toHaveText('1 car');
  await expect(page.getByRole('article', { name: cheaper.name })).toBeVisible();
  await filters.getByLabel('Budget ($/mo)').fill('545');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/maxMonthly=545/);
  await expect(page.getByText('No cars match these filters')).toBeVisible();

  // The calculator, from the sale price.
  await page.goto(`/listing/${cheaper._id}`);
  const estimate = page.getByRole('region', { name: 'Monthly payment' });
  await expect(estimate).toContainText('about $546/mo');
  await expect(estimate).toContainText('10% down, 7.9% APR, 60 months');
  await estimate.getByRole('button', { name: 'Calculate your payment' }).click();
  const calculator = estimate.getByRole('region', { name: 'Payment calculator' });
  await expect(calculator.getByLabel('Price')).toHaveValue('$30,000');
  await expect(calculator.getByLabel('Down payment ($)')).toHaveValue('3000');
  await expect(calculator).toContainText('Monthly payment$546.17');
  await expect(calculator).toContainText('Total interest$5,770.28');
  await expect(calculator).toContainText('An estimate, not an offer of credit');
  await screenshotBoth(page, 'listing-calculator', { scrollTo: calculator });
  // 0 % APR over 84 months: the financed amount split evenly.
  await calculator.getByLabel('APR (%)').fill('0');
  await calculator.getByLabel(/^Term/).fill('84');
  await expect(calculator.getByText('Term: 84 months')).toBeVisible();
  await expect(calculator).toContainText('Monthly payment$321.43');
  await expect(calculator).toContainText('Total interest$0.00');
  // A down payment above the price is refused with a message.
  await calculator.getByLabel('Down payment ($)').fill('40000');
  await expect(calculator.getByText('From $0 to $30,000.')).toBeVisible();
});
