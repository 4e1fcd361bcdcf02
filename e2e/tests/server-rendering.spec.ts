// End to end: the public pages drawn on the server. With JavaScript off (a crawler, a link
// preview) a car's page shows its name, price, photo and facts and its head describes it; a car
// never seen is a 404. With JavaScript on, the browser hydrates the server's markup (keeps its
// elements, no console error or warning) on every server-drawn page, and the page works after:
// gallery, Book Now, Report and Wishlist. A hostile car name is shown as text and runs nothing.
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { loginThroughUi, signedInButton, submitLoginForm } from '../support/auth';
import { SCREENSHOT_DIR, screenshotBoth } from '../support/screenshots';
import { carBody, postListing, registerAccount, uniqueTag } from './seller-admin-support';
import { consoleProblems, expectServerElementsKept, expectTakenOver, keepServerElements } from '../support/hydration';

const HOSTILE = '</script><img src=x onerror="window.__hacked=1">';

/** Once hydrated: the server's heading and header are still the page's, with the classes they were drawn with. */
async function expectHydrated(page: Page): Promise<{ h1Class: string; headerClass: string }> {
  await expectTakenOver(page);
  // The auth area is filled in after hydration: by then React has committed the hydrated tree.
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  return expectServerElementsKept(page);
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

  test('is hydrated with no console error or warning; gallery, Book Now, Report and Wishlist work after', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await keepServerElements(page);
    await page.goto(`/listing/${listingId}`);
    const drawn = await expectHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await screenshots(page, 'ssr-listing-js');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect(page.getByRole('dialog', { name: /full screen/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: /full screen/ })).toBeHidden();

    const from = new RegExp(`/login\\?from=${encodeURIComponent(`/listing/${listingId}`)}`);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(from);
    await page.goBack();
    // Drawn by the browser this time: the same components, the same class names as the server's.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    expect(await page.locator('h1').getAttribute('class')).toBe(drawn.h1Class);
    expect(await page.locator('header').getAttribute('class')).toBe(drawn.headerClass);
    await page.getByRole('button', { name: 'Report' }).click();
    await expect(page).toHaveURL(from);
    await page.goBack();
    await page.getByRole('button', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(from);
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  test("a seeded car's gallery steps through its photos once hydrated", async ({ page }) => {
    const problems = consoleProblems(page);
    await keepServerElements(page);
    await page.goto('/listing/5eed00000000000000000001');
    await expectHydrated(page);
    await expect(page.getByText('Photo 1 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next photo' }).first().click();
    await expect(page.getByText('Photo 2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Show photo 3' }).click();
    await expect(page.getByText('Photo 3 of 3')).toBeVisible();
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
    await keepServerElements(page);
    await page.goto('/');
    await expectHydrated(page);
    await expect(page.getByRole('link', { name: /TOYOTA/i }).first()).toBeVisible();
    await screenshots(page, 'ssr-home-js');
    expect(problems).toEqual([]);
  });
});

test.describe('the seller page and the blog drawn on the server', () => {
  test('are hydrated with no console error or warning', async ({ page, stack }) => {
    const problems = consoleProblems(page);
    await keepServerElements(page);
    const car = (await (await fetch(`${stack.urls.api}/listings/5eed00000000000000000001`)).json()) as {
      seller: { _id: string };
    };
    await page.goto(`/seller/${car.seller._id}`);
    await expectHydrated(page);
    await page.goto('/blog');
    await expectHydrated(page);
    expect(problems).toEqual([]);
  });
});

test.describe("a seller's page with more cars than it draws", () => {
  test('the first 24 cars are in the HTML; Load more brings the rest once hydrated, with no console problem', async ({
    page,
    stack,
  }) => {
    const tag = uniqueTag();
    const seller = await registerAccount(stack, 'Seller');
    const cars = [];
    for (let n = 1; n <= 26; n++) cars.push(await postListing(stack, seller, carBody({ name: `Many ${n} ${tag}` })));
    const sellerId = (
      (await (await fetch(`${stack.urls.api}/listings/${cars[0]._id}`)).json()) as { seller: { _id: string } }
    ).seller._id;

    const html = await (await fetch(`${stack.urls.shell}/seller/${sellerId}`)).text();
    expect(html).toContain('Showing 24 of 26 cars');
    expect(html).toContain(`Many 26 ${tag}`); // newest first
    expect(html).not.toContain(`Many 2 ${tag}<`);

    const problems = consoleProblems(page);
    await keepServerElements(page);
    await page.goto(`/seller/${sellerId}`);
    await expectHydrated(page);
    const region = page.getByRole('region', { name: 'Cars for sale' });
    await region.getByRole('button', { name: 'Load more' }).click();
    await expect(region.getByRole('article', { name: `Many 1 ${tag}` })).toBeVisible();
    await expect(region.getByRole('article')).toHaveCount(26);
    await expect(region.getByText('26 cars', { exact: true })).toBeVisible();
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
    await expectTakenOver(page);
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
      if (javaScriptEnabled) await expectTakenOver(page);
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

test.describe("a buyer's category page drawn on the server", () => {
  test("holds the buyer's cars, marks and signed-in nav in its HTML, hydrates cleanly, and sends a signed-out visitor to sign in and back", async ({
    page,
    stack,
    browser,
    baseURL,
  }) => {
    const seller = await registerAccount(stack, 'Seller');
    const buyer = await registerAccount(stack, 'Buyer');
    const car = await postListing(stack, seller, carBody({ name: `Civic SSR ${uniqueTag()}`, category_id: 1 }));
    const saved = await fetch(`${stack.urls.api}/wishlist/${car._id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${buyer.idToken}` },
    });
    expect(saved.ok).toBe(true);

    await loginThroughUi(page, buyer);
    const sessionCookie = async () => (await page.context().cookies()).find((c) => c.name === '__session');
    await expect.poll(sessionCookie).toBeDefined();

    // The served HTML of /category/1 with the page's cookies: the cars the API lists first, the nav signed in.
    const served = await page.request.get('/category/1');
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toBe('private, no-store');
    const html = await served.text();
    // What the API lists first for the buyer (category lists are for signed-in people).
    const listed = await fetch(`${stack.urls.api}/category/1?limit=12`, {
      headers: { Authorization: `Bearer ${buyer.idToken}` },
    });
    expect(listed.status).toBe(200);
    const firstCars = (await listed.json()) as { name: string }[];
    expect(firstCars.length).toBeGreaterThan(0);
    for (const listed of firstCars.slice(0, 3)) expect(html).toContain(listed.name);
    expect(html).toContain('>LogOut</button>');
    expect(html).not.toContain('>Login</a>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('aria-busy="true"'); // no skeleton of cards

    // Filters from the URL, and the buyer's own mark on the card.
    const filtered = `/category/1?q=${encodeURIComponent(car.name)}`;
    const filteredHtml = await (await page.request.get(filtered)).text();
    expect(filteredHtml).toContain(car.name);
    expect(filteredHtml).toMatch(/aria-pressed="true"[^>]*>(<[^>]+>)*Wishlist/);

    // What the server drew, before any script: the cars and the signed-in nav are on screen.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await noScript.addCookies(await page.context().cookies());
    const drawn = await noScript.newPage();
    await drawn.goto('/category/1');
    await expect(drawn.getByRole('banner').getByRole('button', { name: 'LogOut' })).toBeVisible();
    await expect(drawn.getByRole('article').first()).toBeVisible();
    await screenshotBoth(drawn, 'ssr-category-signed-in-no-js');
    await noScript.close();

    const problems = consoleProblems(page);
    await keepServerElements(page);
    await page.goto(filtered);
    await expectTakenOver(page);
    await expect(signedInButton(page)).toBeVisible();
    await expectServerElementsKept(page);
    const card = page.getByRole('article').filter({ hasText: car.name });
    await expect(card.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);

    await page.goto('/category/1');
    await expect(page.getByRole('article').first()).toBeVisible();
    await screenshotBoth(page, 'ssr-category-signed-in');
    expect(problems).toEqual([]);

    // Signed out: the same URL is answered with the login page, which comes back after sign-in.
    await signedInButton(page).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect.poll(sessionCookie).toBeUndefined();
    const redirected = await page.request.get('/category/1?sort=price_asc', { maxRedirects: 0 });
    expect(redirected.status()).toBe(303);
    expect(redirected.headers().location).toBe(`/login?from=${encodeURIComponent('/category/1?sort=price_asc')}`);
    await page.goto('/category/1?sort=price_asc');
    await expect(page).toHaveURL(/\/login\?from=/);
    await submitLoginForm(page, buyer);
    await expect(page).toHaveURL('/category/1?sort=price_asc');
    await expect(signedInButton(page)).toBeVisible();
  });
});
