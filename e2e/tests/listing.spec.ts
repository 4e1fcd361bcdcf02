// Issue 13 end to end: a seller posts a car with three photos and its facts; a buyer finds it
// on its category page through the Year and Fuel filters (their counts right), opens its page,
// walks the gallery with the keyboard and books it from there. Screenshots of the page at 1280
// and 390 px.
import type { Page } from '@playwright/test';
import type { components } from '../../shared-ui/src/api-types';
import { loginThroughUi, submitLoginForm } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { acknowledgeModal } from '../support/modals';
import { screenshotBoth } from '../support/screenshots';
import type { StackInfo } from '../support/stack-handle';
import { carBody, postListing, registerAccount, uniqueTag, type FreshAccount } from './seller-admin-support';

type ListingDetail = components['schemas']['ListingDetailView'];

// No seeded car is this old, so the year's counts are this test's car alone.
const YEAR = 1961;
const PHOTO_COLOURS = ['#b91c1c', '#1d4ed8', '#15803d'];

/** Three real PNG photos, drawn by the browser: a coloured car-ish shape each. */
async function drawPhotos(page: Page): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (const [i, colour] of PHOTO_COLOURS.entries()) {
    await page.setContent(
      `<body style="margin:0"><svg width="960" height="600" viewBox="0 0 96 60"><rect width="96" height="60" fill="#e5e7eb"/>` +
        `<rect x="${12 + i * 4}" y="24" width="64" height="18" rx="6" fill="${colour}"/><circle cx="${28 + i * 4}" cy="44" r="6"/><circle cx="${62 + i * 4}" cy="44" r="6"/></svg></body>`,
    );
    photos.push(await page.screenshot({ clip: { x: 0, y: 0, width: 960, height: 600 } }));
  }
  return photos;
}

/**
 * The seller's car through the API, as the seller's screens send it: posted (POST /add_product),
 * its facts set (PUT /listings/:id), its three photos uploaded (POST /listings/:id/photos,
 * multipart field `photos`).
 */
async function postCarWithPhotos(stack: StackInfo, seller: FreshAccount, name: string, model: string, photos: Buffer[]): Promise<ListingDetail> {
  const posted = await postListing(stack, seller, carBody({ name, location: 'Santa Fe, NM', original_price: 21, sale_price: 15.5, used: 9, desc: 'A classic kept in a dry garage. Listed by an end-to-end test.' }));
  const facts = { model, year: YEAR, mileage: 88000, fuel: 'hybrid', transmission: 'manual', body: 'coupe' };
  await expectOk(fetch(`${stack.urls.api}/listings/${posted._id}`, { method: 'PUT', headers: { Authorization: `Bearer ${seller.idToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify(facts) }));
  const form = new FormData();
  photos.forEach((png, i) => form.append('photos', new Blob([new Uint8Array(png)], { type: 'image/png' }), `photo-${i + 1}.png`));
  await expectOk(fetch(`${stack.urls.api}/listings/${posted._id}/photos`, { method: 'POST', headers: { Authorization: `Bearer ${seller.idToken}` }, body: form }));
  return (await (await fetch(`${stack.urls.api}/listings/${posted._id}`)).json()) as ListingDetail;
}

async function expectOk(response: Promise<Response>): Promise<void> {
  const res = await response;
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
}

async function firstToyotaModel(stack: StackInfo): Promise<string> {
  const models = (await (await fetch(`${stack.urls.api}/models?brand=Toyota`)).json()) as string[];
  if (!models.length) throw new Error('GET /models?brand=Toyota answered no model');
  return models[0];
}

test('a car posted with photos and facts is found through Year and Fuel, its page walked with the keyboard, and booked from there', async ({ page, browser, stack }) => {
  test.slow(); // a seller and a buyer, photos processed on the API, screenshots at two sizes
  const seller = await registerAccount(stack, 'Seller');
  const carName = `Celica E2E ${uniqueTag()}`;
  const drawing = await browser.newPage();
  const car = await postCarWithPhotos(stack, seller, carName, await firstToyotaModel(stack), await drawPhotos(drawing));
  await drawing.close();
  expect(car.photos).toHaveLength(3);

  const buyer = await registerAccount(stack, 'Buyer');
  await loginThroughUi(page, buyer);

  // The category page: the year's count, then the fuels' counts within that year.
  await page.goto('/category/3');
  const filters = page.getByRole('region', { name: 'Filter and sort cars' });
  const toggle = filters.getByRole('button', { name: /^Filters and sort/ });
  if (await toggle.isVisible()) await toggle.click();
  // 'Year to' counts the cars up to each year, 'Year from' those from it on: this car alone is that old.
  const yearTo = filters.getByLabel('Year to');
  await expect(yearTo.getByRole('option', { name: `${YEAR} (1)` })).toBeAttached();
  await yearTo.selectOption(String(YEAR));
  const yearFrom = filters.getByLabel('Year from');
  await expect(yearFrom.getByRole('option', { name: `${YEAR} (1)` })).toBeAttached();
  await yearFrom.selectOption(String(YEAR));
  await expect(page).toHaveURL(new RegExp(`yearFrom=${YEAR}&yearTo=${YEAR}`));
  const fuel = filters.getByLabel('Fuel');
  await expect(fuel.getByRole('option', { name: 'Hybrid (1)' })).toBeAttached();
  await expect(fuel.getByRole('option', { name: 'Petrol (0)' })).toBeDisabled();
  await fuel.selectOption('hybrid');
  await expect(page).toHaveURL(/fuel=hybrid/);
  await expect(page.getByRole('status')).toHaveText('1 car');
  const card = page.getByRole('article', { name: carName });
  await expect(card).toBeVisible();

  // Its page, from the card's name.
  await card.getByRole('link', { name: carName, exact: true }).click();
  await expect(page).toHaveURL(`/listing/${car._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Toyota ${carName}` })).toBeVisible();
  await expect(page).toHaveTitle(`Toyota ${carName} | CarMarket`);
  const facts = page.getByRole('region', { name: 'Facts' });
  await expect(facts).toContainText(String(YEAR));
  await expect(facts).toContainText('88,000 mi');
  await expect(facts).toContainText('Hybrid');
  await expect(facts).toContainText('Manual');
  await expect(facts).toContainText('Coupe');
  await expect(facts).not.toContainText('VIN'); // not given, so not shown

  // The gallery with the keyboard.
  const gallery = page.getByRole('region', { name: `Photos of Toyota ${carName}` });
  const large = gallery.getByRole('img', { name: new RegExp(`^Toyota ${carName}, photo`) });
  await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
  await expect(large).toHaveAttribute('src', new RegExp(`/photos/${car.photos[0].id}/`));
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await gallery.focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText('Photo 2 of 3')).toBeVisible();
  await expect(large).toHaveAttribute('src', new RegExp(`/photos/${car.photos[1].id}/`));
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText('Photo 3 of 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByText('Photo 3 of 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
  // The page as it opens: from the top, nothing focused.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await screenshotBoth(page, 'listing-page');

  // Booked from its page.
  await page.getByRole('button', { name: 'Book Now' }).click();
  const booking = page.getByRole('dialog', { name: `Book ${carName} of Toyota Brand` });
  await booking.getByLabel('Phone').fill('505-555-0177');
  await booking.getByLabel('Meeting location').fill('Railyard Park, Santa Fe');
  await booking.getByRole('button', { name: 'Submit booking' }).click();
  await acknowledgeModal(page, 'Thank You!', 'Car booked successfully!');
  await expect(page.getByRole('button', { name: 'BOOKED' })).toBeDisabled();
});

test('the top navigation searches every category; a signed-out visitor can open a car page and is sent to sign in to book', async ({ page, stack }) => {
  const seller = await registerAccount(stack, 'Seller');
  const carName = `Sienna E2E ${uniqueTag()}`;
  const car = await postListing(stack, seller, carBody({ name: carName }));

  await page.goto(`/listing/${car._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Toyota ${carName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(`/login?from=${encodeURIComponent(`/listing/${car._id}`)}`);

  await submitLoginForm(page, await registerAccount(stack, 'Buyer'));
  await expect(page).toHaveURL(`/listing/${car._id}`); // back where the visitor was

  await page.getByRole('search', { name: 'Search cars' }).getByRole('searchbox').fill(carName);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(carName).replace(/%20/g, '+')}`);
  await expect(page.getByRole('article', { name: carName })).toBeVisible();

  await page.goto('/listing/5eed0000000000000000dead');
  await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page." })).toBeVisible();
});
