// Recently viewed end to end: a visitor opens cars (kept on the device), sees them on the home,
// signs in (they join the account), then sees the same list on another device; the dashboard lists
// them, marks a car the seller removed, and clears them.
import { loginThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';
import { carBody, postListing, registerAccount, uniqueTag } from './seller-admin-support';

test('cars opened signed out follow the buyer to another device after sign-in, marked when removed, and can be cleared', async ({
  page,
  browser,
  stack,
}) => {
  test.slow(); // two devices, screenshots at two sizes
  const tag = uniqueTag();
  const seller = await registerAccount(stack, 'Seller');
  const cars = [];
  for (const i of [1, 2, 3]) cars.push(await postListing(stack, seller, carBody({ name: `Viewed ${tag} ${i}` })));
  const recent = page.getByRole('list', { name: 'Recently viewed cars' });

  // A first visit: the home has no Recently viewed section.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);

  // Signed out: two cars opened are kept on this device, newest first.
  // The car shows from the server's HTML before the app runs: wait until this device kept it.
  const keptOnDevice = () =>
    page.evaluate(() =>
      (JSON.parse(localStorage.getItem('carmarket.recentlyViewed') ?? '[]') as { name: string }[]).map((c) => c.name),
    );
  for (const car of cars.slice(0, 2)) {
    await page.goto(`/listing/${car._id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Toyota ${car.name}` })).toBeVisible();
    await expect.poll(keptOnDevice).toContain(car.name);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect(recent.getByRole('listitem').first()).toContainText(cars[1].name);
  await screenshotBoth(page, 'home-recently-viewed', { scrollTo: recent });

  // Signing in merges them into the account; a third car is opened signed in.
  const buyer = await registerAccount(stack, 'Buyer');
  await loginThroughUi(page, buyer);
  await page.goto(`/listing/${cars[2]._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Toyota ${cars[2].name}` })).toBeVisible();
  await expect
    .poll(async () => {
      const res = await fetch(`${stack.urls.api}/me/recently-viewed`, {
        headers: { Authorization: `Bearer ${buyer.idToken}` },
      });
      return ((await res.json()) as { name: string }[]).map((c) => c.name);
    })
    .toEqual([cars[2].name, cars[1].name, cars[0].name]);

  // Another device: the same list once signed in.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await other.newPage();
  await loginThroughUi(phone, buyer);
  await phone.goto('/');
  const phoneList = phone.getByRole('list', { name: 'Recently viewed cars' });
  await expect(phoneList.getByRole('listitem')).toHaveCount(3);
  await expect(phoneList.getByRole('listitem').first()).toContainText(cars[2].name);

  // The seller removes one: it stays, marked, in the dashboard's list.
  const removed = await fetch(`${stack.urls.api}/product_delete/${cars[0]._id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${seller.idToken}` },
  });
  expect(removed.status).toBeLessThan(300);
  await phone.goto('/dashboard/recently-viewed');
  // The dashboard remote's first load on a busy machine can take a while.
  await expect(phone.getByRole('heading', { level: 1, name: 'Recently viewed' })).toBeVisible({ timeout: 30_000 });
  const gone = phoneList.getByRole('listitem').filter({ hasText: cars[0].name });
  await expect(gone).toContainText('Withdrawn', { timeout: 30_000 });
  await expect(gone.getByRole('link')).toHaveCount(0);
  await screenshotBoth(phone, 'dashboard-recently-viewed');

  // Cleared: gone on every device.
  await phone.getByRole('button', { name: 'Clear', exact: true }).click();
  await phone.getByRole('dialog', { name: 'Clear recently viewed?' }).getByRole('button', { name: 'Clear' }).click();
  await expect(phone.getByText('Nothing viewed yet')).toBeVisible();
  const emptyList = page.waitForResponse(
    (r) => r.url().endsWith('/me/recently-viewed') && r.request().method() === 'GET',
  );
  await page.goto('/');
  expect(await (await emptyList).json()).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0);
  await other.close();
});
