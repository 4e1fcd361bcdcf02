// Role routing in the shell: a role that does not match, and routes nobody serves, land on the
// not-found page, whose button leads home.
import { ACCOUNTS } from '../../support/accounts';
import { loginThroughUi } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { screenshotBoth } from '../../support/screenshots';

test('a buyer opening an admin route lands on the not-found page', async ({ page }) => {
  await loginThroughUi(page, ACCOUNTS.buyer);
  await page.goto('/dashboard/all_sellers');
  await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page." })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test("an unknown route shows the not-found page, and 'Take me there' goes home", async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page." })).toBeVisible();
  await expect(page).toHaveTitle('Not Found | CarMarket');
  await screenshotBoth(page, 'not-found');
  await page.getByRole('button', { name: 'Take me there' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page." })).toHaveCount(0);
});
