// A remote's server going down mid-session is contained: its place shows a fallback with a
// retry, while the nav, the footer and the storefront keep working; Retry recovers once it is back.
import { ACCOUNTS } from '../../support/accounts';
import { loginThroughUi } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { startServer, stopServer } from '../../support/remote-control';
import { screenshotBoth } from '../../support/screenshots';

test.afterEach(async () => {
  await startServer('admin'); // whatever happened, the next test gets the admin remote back
});

test('the admin remote stopped mid-session shows its fallback while the storefront still works', async ({ page }) => {
  await loginThroughUi(page, ACCOUNTS.admin);
  await page.goto(ACCOUNTS.admin.dashboard);
  await expect(page.getByRole('heading', { name: 'All Sellers' })).toBeVisible();

  await stopServer('admin');
  await page.reload();
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await expect(fallback).toContainText('is unavailable right now');
  await expect(page.getByRole('banner').getByRole('button', { name: 'LogOut' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await screenshotBoth(page, 'remote-fallback');

  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Shop now' })).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

  await startServer('admin');
  await page.goto(ACCOUNTS.admin.dashboard);
  const retry = page.getByTestId('remote-fallback').getByRole('button', { name: 'Retry' });
  // The page may recover on its own on navigation; if the fallback is still up, Retry brings it back.
  if (await retry.isVisible()) await retry.click();
  await expect(page.getByRole('heading', { name: 'All Sellers' })).toBeVisible({ timeout: 30_000 });
});
