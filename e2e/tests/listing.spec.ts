// End to end: a seller adds a car with three photos and its facts through the Add A
// Product form; a buyer finds it
// on its category page through the Year and Fuel filters (their counts right), opens its page,
// walks the gallery with the keyboard and books it from there. Screenshots of the page at 1280
// and 390 px.
import type { Page } from '@playwright/test';
import type { components } from '@carmarket/shared-ui/src/api-types';
import { loginThroughUi, submitLoginForm } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { acknowledgeModal } from '../support/modals';
import { screenshotBoth } from '../support/screenshots';
import type { StackInfo } from '../support/stack-handle';
import { carBody, postListing, registerAccount, uniqueTag } from './seller-admin-support';
import { gotoTakenOver } from '../support/hydration';

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

const addProductForm = (page: Page) => page.getByRole('form', { name: 'Add a product' });

/**
 * The seller's car, through the seller's Add A Product form: its listing fields, the facts and
 * three photos (POST /listings). Answers the car as the API's public view has it.
 */
async function addCarWithPhotos(page: Page, stack: StackInfo, name: string, photos: Buffer[]): Promise<ListingDetail> {
  await gotoTakenOver(page, '/dashboard/add_product');
  const form = addProductForm(page);
  await form.getByLabel('Car name').fill(name);
  await form.getByLabel('Brand').fill('Toyota');
  await form.getByLabel('Category').selectOption({ label: '3 TOYOTA' });
  await form.getByLabel('Condition').selectOption('good');
  await form.getByLabel('Years used').fill('9');
  await form.getByLabel('Location').fill('Santa Fe, NM');
  await form.getByLabel('Description').fill('A classic kept in a dry garage. Listed by an end-to-end test.');
  await form.getByLabel('Original price (K$)').fill('21');
  await form.getByLabel('Sale price (k$)').fill('15.5');
  await form.getByLabel('Phone').fill('505-555-0161');
  await form
    .locator('input[type="file"]')
    .setInputFiles(photos.map((buffer, i) => ({ name: `photo-${i + 1}.png`, mimeType: 'image/png', buffer })));
  await expect(form.getByRole('list', { name: 'Chosen photos' }).getByRole('listitem')).toHaveCount(3);
  const model = form.getByLabel('Model', { exact: true });
  await expect(model.getByRole('option')).not.toHaveCount(1); // the brand's catalogue has loaded
  await model.selectOption({ index: 1 });
  await form.getByLabel('Year', { exact: true }).fill(String(YEAR));
  await form.getByLabel('Mileage (mi)').fill('88000');
  await form.getByLabel('Fuel', { exact: true }).selectOption('hybrid');
  await form.getByLabel('Transmission').selectOption('manual');
  await form.getByLabel('Body', { exact: true }).selectOption('coupe');
  await form.getByRole('button', { name: 'Add product' }).click();
  await acknowledgeModal(page, 'Thank You!', 'Product added successfully!');

  // Its id from My Products, whose card links to the car's page.
  await page.goto('/dashboard/products');
  const href = await page.getByRole('article', { name }).getByRole('link', { name }).getAttribute('href');
  const id = href!.replace('/listing/', '');
  return (await (await fetch(`${stack.urls.api}/listings/${id}`)).json()) as ListingDetail;
}

test('a car posted with photos and facts is found through Year and Fuel, its page walked with the keyboard, and booked from there', async ({
  page,
  browser,
  stack,
}) => {
  test.slow(); // a seller and a buyer, photos processed on the API, screenshots at two sizes
  const carName = `Celica E2E ${uniqueTag()}`;
  const drawing = await browser.newPage();
  const photos = await drawPhotos(drawing);
  await drawing.close();
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await loginThroughUi(sellerPage, await registerAccount(stack, 'Seller'));
  const car = await addCarWithPhotos(sellerPage, stack, carName, photos);
  await sellerContext.close();
  expect(car.photos).toHaveLength(3);
  expect(car).toMatchObject({ year: YEAR, mileage: 88000, fuel: 'hybrid', transmission: 'manual', body: 'coupe' });

  await loginThroughUi(page, await registerAccount(stack, 'Buyer'));

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

test('the top navigation searches every category; a signed-out visitor can open a car page and is sent to sign in to book', async ({
  page,
  stack,
}) => {
  const seller = await registerAccount(stack, 'Seller');
  const carName = `Sienna E2E ${uniqueTag()}`;
  const car = await postListing(stack, seller, carBody({ name: carName }));

  await page.goto(`/listing/${car._id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Toyota ${carName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(`/login?from=${encodeURIComponent(`/listing/${car._id}`)}`);

  await submitLoginForm(page, await registerAccount(stack, 'Buyer'));
  await expect(page).toHaveURL(`/listing/${car._id}`); // back where the visitor was

  await page.getByRole('search', { name: 'Find a car' }).getByRole('searchbox').fill(carName);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(carName).replace(/%20/g, '+')}`);
  await expect(page.getByRole('article', { name: carName })).toBeVisible();

  await page.goto('/listing/5eed0000000000000000dead');
  await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page." })).toBeVisible();
});
