// docs/product.md §2.1, §2.2: the top navigation and the dark footer on every page, signed out.
import { expect, test } from '../../support/fixtures';
import { screenshotBoth } from '../../support/screenshots';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  // Settled: the auth state is known and the storefront's home has rendered.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop now' })).toBeVisible();
});

test('the top navigation links home, Dashboard and Blog, and offers Login and Demo Login when signed out', async ({
  page,
}) => {
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'CarMarket home' })).toHaveAttribute('href', '/');
  const main = nav.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(main.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
  await expect(nav.getByRole('button', { name: 'Demo Login' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'LogOut' })).toHaveCount(0);
  await screenshotBoth(page, 'home-signed-out');
});

test('the footer has its four link columns, the subscribe form, the service text, the copyright and social links', async ({
  page,
}) => {
  const footer = page.getByRole('contentinfo');
  for (const heading of ['Category', 'Apples', 'Cherry', 'Business']) {
    await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  const links = footer.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(4 + 3);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
    expect(href).toBe('/');
  }
  await expect(footer.getByText('Subscribe for updates')).toBeVisible();
  const email = footer.getByPlaceholder('Email');
  await expect(email).toHaveAttribute('required', '');
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await expect(
    footer.getByText('We would love to happy to provide you better service. For any issue contact us.'),
  ).toBeVisible();
  await expect(footer.getByText(/2022/)).toBeVisible();
  await screenshotBoth(page, 'footer', { scrollTo: footer.getByRole('button', { name: 'Subscribe' }) });
});

test('Subscribe shows a toast, and subscribing the same address again is harmless', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  const address = `subscriber-${Date.now()}@example.com`;
  for (let attempt = 0; attempt < 2; attempt++) {
    await footer.getByPlaceholder('Email').fill(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.getByRole('status').filter({ hasText: /subscri/i });
    await expect(toast).toBeVisible();
    await expect(toast).not.toContainText(/wrong|error|fail/i);
    if (attempt === 0) {
      // The pointer on a toast keeps it (react-hot-toast pauses its timer) while it is photographed.
      await toast.hover();
      await screenshotBoth(page, 'toast-subscribed');
      await page.mouse.move(0, 0);
    }
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
  }
});
