// End to end: each role's dashboard home drawn on the server for the visitor's session. The HTML
// a buyer, a seller and an admin are served already holds their orders, the categories to list a
// car in and the seller's cars, and the sellers, inside the dashboard layout with the role's menu and the nav signed in;
// the browser takes the page over with no console problem, keeping the server's elements, and
// does not read again what the page carried. A role a route is not for gets the not-found page
// (404); after LogOut the same URL sends the visitor to the login page.
import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from '../support/accounts';
import { emulatorToken } from '../support/arrange-api';
import { loginThroughUi, signedInButton } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';
import type { StackInfo } from '../support/stack-handle';
import { bookListing, carBody, postListing, registerAccount, uniqueTag } from './seller-admin-support';
import { consoleProblems, expectServerElementsKept, expectTakenOver, keepServerElements } from '../support/hydration';

/** Once taken over: the server's heading and header are still the page's (hydrated, not drawn anew). */
async function expectHydrated(page: Page): Promise<void> {
  await expectTakenOver(page);
  await expect(signedInButton(page)).toBeVisible();
  await expectServerElementsKept(page);
}

/** The served HTML of `path` with the page's cookies (its server session), as the browser is answered. */
async function served(page: Page, path: string) {
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === '__session')).toBe(true);
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

/** The side menu's entries as the server drew them. */
const menuOf = (html: string) =>
  [...(/<nav[^>]*id="dashboard-menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/href="([^"]+)"/g)].map(
    (m) => m[1],
  );

async function apiGet<T>(stack: StackInfo, token: string, path: string): Promise<T> {
  const res = await fetch(`${stack.urls.api}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

test.describe('the dashboards drawn on the server', () => {
  test("a buyer's My Orders holds their orders in its HTML, is taken over without asking for them again, and needs a session", async ({
    page,
    stack,
  }) => {
    const seller = await registerAccount(stack, 'Seller');
    const buyer = await registerAccount(stack, 'Buyer');
    const car = await postListing(stack, seller, carBody({ name: `Orders SSR ${uniqueTag()}` }));
    await bookListing(stack, buyer, car._id, '915-555-0142', 'El Paso, TX');

    await loginThroughUi(page, buyer);
    const first = await served(page, '/dashboard');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.html).toContain(car.name);
    expect(first.html).toContain('>My Orders</h1>');
    expect(first.html).toContain('>LogOut</button>');
    expect(first.html).toContain('<meta name="robots" content="noindex" />');
    expect(first.html).not.toContain('aria-label="Loading your orders"');
    expect(menuOf(first.html).slice(0, 2)).toEqual(['/dashboard', '/dashboard/wishlist']);

    // A role a route is not for: the not-found page, 404, still private.
    const refused = await served(page, '/dashboard/all_sellers');
    expect(refused.status).toBe(404);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(refused.html).toContain('Sorry, we couldn');

    const problems = consoleProblems(page);
    const orderReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/orders') orderReads.push(request.url());
    });
    await keepServerElements(page);
    await page.goto('/dashboard');
    await expectHydrated(page);
    await expect(page.getByRole('main').getByText(car.name)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(orderReads).toEqual([]);
    expect(problems).toEqual([]);
    await screenshotBoth(page, 'ssr-dashboard-buyer');

    // Signed out: the same URL is answered with the login page, remembering it.
    await signedInButton(page).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === '__session')).toBe(false);
    const out = await page.request.get('/dashboard', { maxRedirects: 0 });
    expect(out.status()).toBe(303);
    expect(out.headers().location).toBe(`/login?from=${encodeURIComponent('/dashboard')}`);
  });

  test("a seller's Add A Product and My Products hold the categories and their cars in their HTML and are taken over cleanly", async ({
    page,
    stack,
  }) => {
    const seller = await registerAccount(stack, 'Seller');
    const car = await postListing(stack, seller, carBody({ name: `Products SSR ${uniqueTag()}` }));
    const categories = await apiGet<{ name: string }[]>(stack, seller.idToken, '/categories');
    expect(categories.length).toBeGreaterThan(0);

    await loginThroughUi(page, seller);
    const first = await served(page, '/dashboard/add_product');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.html).toContain('>Add A Product</h1>');
    expect(first.html).toContain('>Choose a category</option>'); // not 'Loading categories…'
    for (const category of categories) expect(first.html).toContain(`${category.name}</option>`);
    expect(menuOf(first.html).slice(0, 3)).toEqual([
      '/dashboard/add_product',
      '/dashboard/my_buyers',
      '/dashboard/products',
    ]);
    expect(first.html).toContain('>LogOut</button>');

    const products = await served(page, '/dashboard/products');
    expect(products.status).toBe(200);
    expect(products.headers['cache-control']).toBe('private, no-store');
    expect(products.html).toContain(car.name);
    expect(products.html).not.toContain('aria-label="Loading your products"');

    const problems = consoleProblems(page);
    const productReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/my_products/')) productReads.push(request.url());
    });
    await keepServerElements(page);
    await page.goto('/dashboard/add_product');
    await expectHydrated(page);
    await expect(page.getByRole('main').getByLabel('Car name')).toBeVisible();
    expect(problems).toEqual([]);
    await screenshotBoth(page, 'ssr-dashboard-seller');

    await page.goto('/dashboard/products');
    await expectHydrated(page);
    await expect(page.getByRole('main').getByText(car.name)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(productReads).toEqual([]);
    expect(problems).toEqual([]);
    await screenshotBoth(page, 'ssr-dashboard-seller-products');

    await signedInButton(page).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === '__session')).toBe(false);
    const out = await page.request.get('/dashboard/add_product', { maxRedirects: 0 });
    expect(out.status()).toBe(303);
  });

  test("an admin's All Sellers holds the sellers in its HTML and is taken over without reading them again", async ({
    page,
    stack,
  }) => {
    const seller = await registerAccount(stack, 'Seller', `Listed Seller ${uniqueTag()}`);
    const adminToken = await emulatorToken(stack, 'signInWithPassword', {
      email: ACCOUNTS.admin.email,
      password: PASSWORD,
    });
    const sellers = await apiGet<{ name: string; email: string }[]>(stack, adminToken, '/seller');
    expect(sellers.map((s) => s.email)).toContain(seller.email);

    await loginThroughUi(page, ACCOUNTS.admin);
    const first = await served(page, '/dashboard/all_sellers');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.html).toContain('>All Sellers</h1>');
    expect(first.html).toContain(seller.email);
    expect(menuOf(first.html).slice(0, 3)).toEqual([
      '/dashboard/all_sellers',
      '/dashboard/all_buyers',
      '/dashboard/all_reports',
    ]);

    const problems = consoleProblems(page);
    const sellerReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/seller') sellerReads.push(request.url());
    });
    await keepServerElements(page);
    await page.goto('/dashboard/all_sellers');
    await expectHydrated(page);
    await expect(page.getByRole('main').getByText(seller.email)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sellerReads).toEqual([]);
    expect(problems).toEqual([]);
    await screenshotBoth(page, 'ssr-dashboard-admin');

    await signedInButton(page).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === '__session')).toBe(false);
    const out = await page.request.get('/dashboard/all_sellers', { maxRedirects: 0 });
    expect(out.status()).toBe(303);
    expect(out.headers().location).toBe(`/login?from=${encodeURIComponent('/dashboard/all_sellers')}`);
  });
});
