// Where a page is scrolled to, across navigation: a new page opens at its top, and Back (or a
// reload) returns to the place on the previous page. The list is the test's own cars (a fresh seller's, found by
// a unique tag), so cars other specs post meanwhile do not move it.
import type { Page } from '@playwright/test';
import { loginThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { carBody, postListing, registerAccount, uniqueTag } from './seller-admin-support';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('Back from a car returns the category list to where it was scrolled, a reload too; the car page opened at its top', async ({
  page,
  stack,
}) => {
  const tag = `Scroll ${uniqueTag()}`;
  const seller = await registerAccount(stack, 'Seller');
  for (let n = 1; n <= 12; n++)
    await postListing(stack, seller, carBody({ name: `${tag} #${n}`, category_id: 3, brand: 'Toyota' }));
  await loginThroughUi(page, await registerAccount(stack, 'Buyer'));

  await page.goto(`/category/3?q=${encodeURIComponent(tag)}`);
  const cards = page.locator('[data-remote="storefront"]').getByRole('article');
  await expect(cards).toHaveCount(12);
  // Far down the list: the last car's card at the bottom of the window.
  const last = cards.last();
  const lastName = await last.getByRole('heading', { level: 3 }).innerText();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
  const listY = await scrollY(page);

  await last.getByRole('link', { name: lastName, exact: true }).click();
  await expect(page).toHaveURL(/\/listing\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: lastName })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/category\/3\?q=/);
  await expect(cards).toHaveCount(12);
  await expect.poll(() => scrollY(page)).toBe(listY);
  await expect(page.getByRole('article', { name: lastName, exact: true })).toBeInViewport();

  // A reload keeps the place too (once the list has come back).
  await page.reload();
  await expect(cards).toHaveCount(12);
  await expect.poll(() => scrollY(page)).toBe(listY);

  // Forward again: the car page where it was left, at its top.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: lastName })).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBe(0);
});
