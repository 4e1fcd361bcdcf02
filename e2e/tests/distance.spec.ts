// Distance end to end: the buyer enters a ZIP code and picks a radius in the filter bar (both go
// into the URL), the cards say how far each car is, Nearest first orders them, and the search is
// saved with its radius: a new car inside the radius is a new match, one outside is not.
import { loginThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';
import { carBody, postListing, registerAccount, uniqueTag } from './seller-admin-support';

test('a ZIP code and a radius narrow the list, cards show the miles, and a saved search keeps the radius', async ({
  page,
  stack,
}) => {
  test.slow(); // screenshots at two sizes
  const tag = uniqueTag();
  const words = `Nearby ${tag}`;
  const seller = await registerAccount(stack, 'Seller');
  const car = (name: string, zip: string, location: string) =>
    postListing(stack, seller, carBody({ name: `${words} ${name}`, zip, location }));
  const roundRock = await car('Round Rock', '78664', 'Round Rock, TX');
  const downtown = await car('Downtown', '78701', 'Austin, TX');
  const seattle = await car('Seattle', '98101', 'Seattle, WA');
  const buyer = await registerAccount(stack, 'Buyer');
  await loginThroughUi(page, buyer);

  await page.goto(`/search?q=${encodeURIComponent(words)}`);
  await expect(page.getByRole('status')).toHaveText('3 cars');
  const filters = page.getByRole('region', { name: 'Filter and sort cars' });
  const toggle = filters.getByRole('button', { name: /^Filters and sort/ });
  if (await toggle.isVisible()) await toggle.click();

  await test.step('enter a ZIP code and pick a radius', async () => {
    await filters.getByLabel('ZIP code').fill('78701');
    await filters.getByLabel('Distance').selectOption('Within 25 mi');
    await expect(page).toHaveURL(/zip=78701&radius=25/);
    await expect(page.getByRole('status')).toHaveText('2 cars');
    await expect(page.getByRole('article', { name: seattle.name })).toHaveCount(0);
    await expect(page.getByRole('article', { name: roundRock.name })).toContainText('17 mi away');
    await expect(page.getByRole('article', { name: downtown.name })).toContainText('Under 1 mi away');
  });

  await test.step('nearest first', async () => {
    await filters.getByLabel('Sort by').selectOption('Nearest first');
    await expect(page).toHaveURL(/sort=distance/);
    await expect(page.getByRole('article').first()).toHaveAccessibleName(downtown.name);
    await expect(page.getByRole('article').nth(1)).toHaveAccessibleName(roundRock.name);
    // Phones fold the bar under its toggle: unfold it there, so both sizes show the radius.
    const viewport = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await page.setViewportSize(viewport);
    await screenshotBoth(page, 'distance-filter-bar', { scrollTo: filters });
    await screenshotBoth(page, 'distance-cards', {
      scrollTo: page.getByRole('article', { name: roundRock.name }).getByText('17 mi away'),
    });
  });

  await test.step('the search is saved with its radius', async () => {
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name').fill(`Near Austin ${tag}`);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search saved' })).toBeVisible();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
  });

  await test.step('a new car inside the radius is a match; one outside is not', async () => {
    await car('Portland', '97201', 'Portland, OR');
    await car('Pflugerville', '78660', 'Pflugerville, TX');
    await page.goto('/dashboard/saved-searches');
    const saved = page.getByRole('article', { name: `Near Austin ${tag}` });
    await expect(saved).toContainText('1 new match');
    await expect(saved).toContainText('within 25 mi of 78701');
    await screenshotBoth(page, 'distance-saved-search', { scrollTo: saved });
    await saved.getByRole('button', { name: 'Open' }).click();
    await expect(page).toHaveURL(/zip=78701/);
    await expect(page).toHaveURL(/radius=25/);
    await expect(page.getByRole('status')).toHaveText('3 cars');
  });
});
