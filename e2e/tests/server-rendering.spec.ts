// End to end: the public pages drawn on the server. With JavaScript off (a crawler, a link
// preview) a car's page shows its name, price, photo and facts and its head describes it; a car
// never seen is a 404. With JavaScript on, the app takes the page over without a console error and
// Book Now works. A hostile car name is shown as text and runs nothing.
import type { ConsoleMessage, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { SCREENSHOT_DIR } from '../support/screenshots';
import { carBody, postListing, registerAccount, uniqueTag } from './seller-admin-support';

const HOSTILE = '</script><img src=x onerror="window.__hacked=1">';

/** Console errors and warnings of a page (React reports hydration and render problems there). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function screenshots(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${size.width}x${size.height}.png`), fullPage: true });
  }
}

test.describe('a car page drawn on the server', () => {
  let listingId = '';
  let name = '';
  let sellerEmail = '';

  test.beforeAll(async ({ stack }) => {
    const seller = await registerAccount(stack, 'Seller');
    sellerEmail = seller.email;
    name = `Corolla SSR ${uniqueTag()} ${HOSTILE}`;
    const listing = await postListing(stack, seller, carBody({ name, sale_price: 17.5, location: 'El Paso, TX' }));
    listingId = listing._id;
  });

  test('shows the car, its price, photo and facts without JavaScript, and names it in the head', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const response = await page.goto(`/listing/${listingId}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+/);

    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(page.getByLabel('Price', { exact: true })).toContainText('17.5 k$');
    const photo = page.getByRole('img', { name: /Corolla SSR/ }).first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const facts = page.getByRole('region', { name: 'Facts' });
    await expect(facts).toContainText('El Paso, TX');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await expect(page).toHaveTitle(`Toyota ${name} – $17,500 | CarMarket`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `Toyota ${name} – $17,500 | CarMarket`,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/listing/${listingId}$`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const [car] = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((blocks) => blocks.map((block) => JSON.parse(block.textContent ?? '')));
    expect(car).toMatchObject({
      '@type': 'Car',
      name: `Toyota ${name}`,
      offers: { price: 17500, priceCurrency: 'USD' },
    });
    const html = await response!.text();
    expect(html).not.toContain(sellerEmail);
    expect(html).not.toContain('915-555-0100'); // the seller's phone (carBody's)
    await screenshots(page, 'ssr-listing-no-js');
    await context.close();
  });

  test('is taken over by the app with no console error, and Book Now sends a visitor to sign in', async ({ page }) => {
    const problems = consoleProblems(page);
    await page.goto(`/listing/${listingId}`);
    await expect(page.locator('#root')).not.toHaveAttribute('inert'); // the app's own markup now
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await screenshots(page, 'ssr-listing-js');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?from=${encodeURIComponent(`/listing/${listingId}`)}`));
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  test('answers 404 with the not-found page for a car never seen', async ({ request }) => {
    const never = await request.get('/listing/0123456789abcdef01234567');
    expect(never.status()).toBe(404);
    expect(await never.text()).toContain('find this page');
    expect((await request.get('/listing/not-a-car')).status()).toBe(404);
  });
});

test.describe('the home drawn on the server', () => {
  test('shows its categories without JavaScript and is taken over with no console error', async ({
    browser,
    baseURL,
    page,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const noScript = await context.newPage();
    await noScript.goto('/');
    await expect(noScript.getByRole('link', { name: /TOYOTA/i }).first()).toBeVisible();
    const types = await noScript
      .locator('script[type="application/ld+json"]')
      .evaluateAll((blocks) => blocks.map((block) => JSON.parse(block.textContent ?? '')['@type']));
    expect(types).toEqual(['Organization', 'WebSite']);
    await screenshots(noScript, 'ssr-home-no-js');
    await context.close();

    const problems = consoleProblems(page);
    await page.goto('/');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('link', { name: /TOYOTA/i }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('a path no route draws', () => {
  test('answers 404 with the not-found page in its chrome; the browser-drawn pages stay 200', async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const path of ['/no-such-page', '/listing', '/listing/']) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 404]);
      await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page." })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await page.goto('/no-such-page');
    await screenshots(page, 'ssr-not-found-no-js');
    await context.close();

    for (const path of ['/login', '/help', '/compare', '/dashboard'])
      expect([path, (await request.get(path, { headers: { accept: 'text/html' } })).status()]).toEqual([path, 200]);
  });

  test('is still the not-found page once the app has taken it over', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page." })).toBeVisible();
    await screenshots(page, 'ssr-not-found-js');
  });
});

test.describe('a car with a long unbroken title', () => {
  test('wraps the title on a phone instead of widening the page', async ({ stack, browser, baseURL }) => {
    const seller = await registerAccount(stack, 'Seller');
    const name = `Supercalifragilistic${'X'.repeat(60)}${uniqueTag()}`.slice(0, 100);
    const listing = await postListing(stack, seller, carBody({ name, desc: `Longword${'Y'.repeat(120)}` }));
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled, baseURL, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`/listing/${listing._id}`);
      if (javaScriptEnabled) await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        title: document.querySelector('h1')!.getBoundingClientRect().right,
      }));
      expect(widths.page).toBeLessThanOrEqual(390);
      expect(widths.title).toBeLessThanOrEqual(390);
      if (javaScriptEnabled) await screenshots(page, 'ssr-listing-long-title');
      await context.close();
    }
  });
});
