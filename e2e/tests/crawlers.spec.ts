// What a crawler and a link preview read on the running stack: robots.txt and the sitemap on the
// shell's origin (the sitemap passed on from the API), noindex on private pages, 410 for a car that
// left the market (and the not-found page for a visitor), and a photo's 1200×630 preview.
import { callApi } from '../support/arrange-api';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';
import { carBody, postListing, registerAccount } from './seller-admin-support';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

test('robots.txt, the sitemap and noindex on the shell origin; 410 for a removed car', async ({ page, stack }) => {
  const shell = stack.urls.shell;
  const robots = await fetch(`${shell}/robots.txt`);
  expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain(`Disallow: /dashboard\n\nSitemap: ${shell}/sitemap.xml`);

  const seller = await registerAccount(stack, 'Seller');
  const car = await postListing(stack, seller, carBody());
  const index = await fetch(`${shell}/sitemap.xml`);
  expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const files = locs(await index.text());
  expect(files[0]).toBe(`${shell}/sitemaps/pages.xml`);
  const urls: string[] = [];
  for (const file of files) urls.push(...locs(await (await fetch(file)).text()));
  expect(urls).toEqual(expect.arrayContaining([`${shell}/`, `${shell}/blog`, `${shell}/listing/${car._id}`]));

  for (const path of ['/login', '/dashboard'])
    expect((await fetch(`${shell}${path}`)).headers.get('x-robots-tag')).toBe('noindex');
  expect((await fetch(`${shell}/listing/${car._id}`)).headers.get('x-robots-tag')).toBeNull();

  const removed = await fetch(`${stack.urls.api}/product_delete/${car._id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${seller.idToken}` },
  });
  expect(removed.status).toBe(200);
  expect((await fetch(`${stack.urls.api}/listings/${car._id}`)).status).toBe(410);
  await page.goto(`/listing/${car._id}`);
  await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page." })).toBeVisible();
  await screenshotBoth(page, 'listing-removed-not-found');
});

test("a car's new price is in the very next page served, though its page was kept for visitors", async ({ stack }) => {
  const seller = await registerAccount(stack, 'Seller');
  const car = await postListing(stack, seller, carBody({ sale_price: 17.5 }));
  /** The Offer's price in the car's JSON-LD, as a crawler reads the page (no cookie: the page anyone gets). */
  const offeredPrice = async () => {
    const html = await (await fetch(`${stack.urls.shell}/listing/${car._id}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
    const data = blocks.map(([, json]) => JSON.parse(json) as { '@type': string; offers?: { price: number } });
    return data.find((block) => block['@type'] === 'Car')?.offers?.price;
  };
  expect(await offeredPrice()).toBe(17_500);
  expect(await offeredPrice()).toBe(17_500); // the page kept, its data the same
  await callApi(stack, seller.idToken, 'PUT', `/listings/${car._id}`, { sale_price: 16.9 });
  expect(await offeredPrice()).toBe(16_900);
});

test("a seeded car's cover photo has a 1200×630 JPEG preview", async ({ page, stack }) => {
  const ads = (await (await fetch(`${stack.urls.api}/advertise`)).json()) as { _id: string }[];
  const covers: string[] = [];
  for (const ad of ads) {
    const car = (await (await fetch(`${stack.urls.api}/listings/${ad._id}`)).json()) as { photos: { id: string }[] };
    if (car.photos.length) covers.push(car.photos[0].id);
  }
  expect(covers.length).toBeGreaterThan(0);
  // Opened as an image, as a link preview fetches it.
  const res = await page.goto(`${stack.urls.api}/photos/${covers[0]}/og.jpg`);
  expect(res?.headers()['content-type']).toBe('image/jpeg');
  const size = await page.evaluate(() => [document.images[0].naturalWidth, document.images[0].naturalHeight]);
  expect(size).toEqual([1200, 630]);
});
