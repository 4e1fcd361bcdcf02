// Signing in through the UI as each seeded account, Demo Login, and the way back to the page a
// signed-out visitor first asked for.
import { ACCOUNTS } from '../../support/accounts';
import { loginThroughUi, signedInButton, submitLoginForm } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { screenshotBoth } from '../../support/screenshots';

for (const account of Object.values(ACCOUNTS)) {
  test(`the ${account.label} signs in, and Dashboard leads to ${account.dashboard} with the ${account.role} menu`, async ({
    page,
  }) => {
    await loginThroughUi(page, account);
    const dashboardLink = page.getByRole('banner').getByRole('link', { name: 'Dashboard' });
    await expect(dashboardLink).toHaveAttribute('href', account.dashboard);

    await dashboardLink.click();
    await expect(page).toHaveURL(account.dashboard);
    const menu = page.getByRole('navigation', { name: /dashboard/i });
    for (const entry of account.menu) await expect(menu.getByRole('link', { name: entry })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(account.menu.length);
    await screenshotBoth(page, `dashboard-${account.label.replace(/ /g, '-')}`);

    await signedInButton(page).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });
}

test('Demo Login signs in as the demo buyer and lands on /', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('banner').getByRole('button', { name: 'Demo Login' }).click();
  await expect(page).toHaveURL('/');
  await expect(signedInButton(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
});

test("signing in also starts the app's server session: an HttpOnly cookie that reads as the buyer; LogOut ends it", async ({
  page,
  stack,
}) => {
  await page.goto('/blog');
  await page.getByRole('banner').getByRole('button', { name: 'Demo Login' }).click();
  await expect(signedInButton(page)).toBeVisible();
  const sessionCookie = async () => (await page.context().cookies()).find((c) => c.name === '__session');
  await expect.poll(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // What the app's server will do with it: read as the buyer (never write).
  const me = await fetch(`${stack.urls.api}/me`, {
    headers: { Cookie: `__session=${(await sessionCookie())!.value}` },
  });
  expect(me.status).toBe(200);
  expect(await page.evaluate(() => document.cookie)).not.toContain('__session'); // script cannot read it

  await signedInButton(page).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect.poll(sessionCookie).toBeUndefined();
});

test('a signed-out visitor of /category/1 is sent to /login and comes back after signing in', async ({ page }) => {
  await page.goto('/category/1');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await screenshotBoth(page, 'login');
  await submitLoginForm(page, ACCOUNTS.buyer);
  await expect(page).toHaveURL('/category/1');
  await expect(signedInButton(page)).toBeVisible();
});

test('the register page offers name, e-mail, password, the role choice and Google', async ({ page }) => {
  await page.goto('/register');
  const form = page.getByRole('main');
  await expect(form.getByLabel('Name')).toBeVisible();
  await expect(form.getByLabel('Email')).toBeVisible();
  await expect(form.getByLabel('Password')).toBeVisible();
  const role = form.getByLabel(/role/i);
  await expect(role.locator('option')).toHaveText(['User', 'Buyer', 'Seller']);
  await expect(form.getByRole('button', { name: /google/i })).toBeVisible();
  await expect(page).toHaveTitle(/Register \| CarMarket/);
  await screenshotBoth(page, 'register');
});

test('at phone width the dashboard side menu is collapsed behind the Dashboard Menu toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginThroughUi(page, ACCOUNTS.seller);
  await page.goto(ACCOUNTS.seller.dashboard);
  const menuLink = page.getByRole('navigation', { name: /dashboard/i }).getByRole('link', { name: 'My Products' });
  await expect(menuLink).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Dashboard Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menuLink).toBeVisible();
  await page.screenshot({ path: `${__dirname}/../../screenshots/dashboard-menu-open-390x844.png` });
  await menuLink.click();
  await expect(page).toHaveURL('/dashboard/products');
});
