// The buyer remote against the real stack: booking a car in the storefront, paying it with
// Stripe's test cards in the sandbox card form, another buyer's order, and the wish list.
// Each test signs in a buyer of its own and pays for a car of its own (posted through the API by
// the demo seller), so tests running in parallel never book the same car or share orders.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from '../support/accounts';
import { loginThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { acknowledgeModal } from '../support/modals';
import { screenshotBoth } from '../support/screenshots';
import { callApi, emulatorToken } from '../support/arrange-api';
import type { StackInfo } from '../support/stack-handle';

interface Car {
  _id: string;
  name: string;
  brand: string;
}

// ---- arranging through the API (what the test is not about) ----

/** A buyer account nobody else uses: created in the emulator, registered as Buyer by its first login. */
async function newBuyerAccount(stack: StackInfo, name: string) {
  const email = `buyer-${randomUUID().slice(0, 8)}@carmarket.test`;
  const token = await emulatorToken(stack, 'signUp', { email, password: PASSWORD, displayName: name });
  return { email, token };
}

/** A car of the demo seller's that only this test knows (a unique name to find it by). */
async function listCar(stack: StackInfo, label: string): Promise<Car> {
  const token = await emulatorToken(stack, 'signInWithPassword', { email: ACCOUNTS.seller.email, password: PASSWORD });
  const name = `${label} ${randomUUID().slice(0, 6)}`;
  return callApi<Car>(stack, token, 'POST', '/add_product', {
    name,
    brand: 'Tesla',
    image: '/static/cars/sedan-blue.svg',
    category_id: 1,
    original_price: 45,
    sale_price: 31.5,
    used: 2,
    location: 'Austin, TX',
    condition: 'excellent',
    desc: 'Posted by the buyer end-to-end tests.',
    phone: '512-555-0100',
  });
}

// ---- acting through the UI ----

async function signInNewBuyer(page: Page, stack: StackInfo, name = 'Robin Tester') {
  const account = await newBuyerAccount(stack, name);
  await loginThroughUi(page, account);
  return account;
}

/** Books `car` from its category page with the storefront's Book Now and booking modal. */
async function bookInStorefront(page: Page, car: Car) {
  await page.goto(`/category/1?q=${encodeURIComponent(car.name)}`);
  await page.getByRole('article', { name: car.name }).getByRole('button', { name: 'Book Now' }).click();
  const booking = page.getByRole('dialog', { name: `Book ${car.name} of ${car.brand} Brand` });
  await booking.getByLabel('Phone').fill('512-555-0142');
  await booking.getByLabel('Meeting location').fill('Whole Foods parking lot, Lamar Blvd, Austin');
  await booking.getByRole('button', { name: 'Submit booking' }).click();
  await acknowledgeModal(page, 'Thank You!', 'Car booked successfully!');
}

async function openMyOrders(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  // In view, not only on the page: the storefront was scrolled down to the car when Dashboard was clicked.
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInViewport();
}

const orderRow = (page: Page, car: Car) =>
  page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: car.name });

/** Waits until a modal has finished appearing, so a screenshot shows it as a person sees it. */
async function settled(dialog: ReturnType<Page['getByRole']>) {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a buyer books a car, pays it with 4242 4242 4242 4242 and My Orders shows it Paid', async ({ page, stack }) => {
  const car = await listCar(stack, 'E2E Paid Model 3');
  await signInNewBuyer(page, stack);
  await bookInStorefront(page, car);

  await openMyOrders(page);
  const row = orderRow(page, car);
  await expect(row).toContainText('Sam Carter Motors');
  await expect(row).toContainText('31.5 k$');
  await screenshotBoth(page, 'buyer-my-orders');

  await row.getByRole('link', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
  await expect(page).toHaveTitle('Payment | CarMarket');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(car.name);
  await expect(summary).toContainText('$31,500.00');
  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('TEST MODE');
  await expect(page.getByRole('button', { name: 'Pay $31,500.00' })).toBeEnabled();
  await screenshotBoth(page, 'buyer-payment');

  await payWithCard(page, '4242 4242 4242 4242');
  const success = page.getByRole('dialog', { name: 'Payment Success!' });
  await expect(success).toContainText('Check out your order!');
  await success.getByRole('button', { name: 'OK' }).click();

  await expect(page).toHaveURL('/dashboard');
  await expect(orderRow(page, car)).toContainText('Paid');
  await expect(orderRow(page, car).getByRole('link', { name: 'Pay', exact: true })).toHaveCount(0);

  // The paid order's payment screen offers no second payment, also after a reload.
  await page.goBack();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This order is paid' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
});

test("a declined card (4000 0000 0000 0002) shows 'Oops...' with the decline and the order stays unpaid", async ({
  page,
  stack,
}) => {
  const car = await listCar(stack, 'E2E Declined Model Y');
  await signInNewBuyer(page, stack);
  await bookInStorefront(page, car);
  await openMyOrders(page);
  await orderRow(page, car).getByRole('link', { name: 'Pay', exact: true }).click();

  await payWithCard(page, '4000 0000 0000 0002');
  const oops = page.getByRole('dialog', { name: 'Oops...' });
  await expect(oops).toContainText('Your card was declined.');
  await settled(oops);
  await screenshotBoth(page, 'buyer-payment-declined');
  await oops.getByRole('button', { name: 'OK' }).click();

  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Booked');
  await expect(page.getByRole('button', { name: 'Pay $31,500.00' })).toBeEnabled();
  await page
    .getByRole('navigation', { name: /dashboard/i })
    .getByRole('link', { name: 'My Orders' })
    .click();
  await expect(orderRow(page, car).getByRole('link', { name: 'Pay', exact: true })).toBeVisible();
  await expect(orderRow(page, car)).not.toContainText('Paid');
});

test("another buyer's order id, and an id that cannot exist, land on the not-found page", async ({ page, stack }) => {
  const car = await listCar(stack, 'E2E Foreign Camry');
  const owner = await newBuyerAccount(stack, 'Order Owner');
  await callApi(stack, owner.token, 'POST', '/users', { name: 'Order Owner' });
  const order = await callApi<{ _id: string }>(stack, owner.token, 'POST', '/orders', {
    carId: car._id,
    phone: '512-555-0101',
    meetingLocation: 'Austin',
  });

  await signInNewBuyer(page, stack, 'Someone Else');
  for (const id of [order._id, 'not-an-order-id']) {
    await page.goto(`/dashboard/payment/${id}`);
    await expect(page.getByRole('button', { name: 'Take me there' })).toBeVisible();
    await expect(page).toHaveTitle('Not Found | CarMarket');
    await expect(page.getByText(car.name)).toHaveCount(0);
    await expect(page.getByLabel('Card number')).toHaveCount(0);
  }
});

test('a car saved with the storefront Wishlist button shows in the Wish List, opens the booking modal, and Remove takes it out', async ({
  page,
  stack,
}) => {
  const car = await listCar(stack, 'E2E Wished EV6');
  await signInNewBuyer(page, stack);
  await page.goto(`/category/1?q=${encodeURIComponent(car.name)}`);
  const wishlistButton = page.getByRole('article', { name: car.name }).getByRole('button', { name: 'Wishlist' });
  await wishlistButton.click();
  await expect(wishlistButton).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await page
    .getByRole('navigation', { name: /dashboard/i })
    .getByRole('link', { name: 'Wish List' })
    .click();
  await expect(page).toHaveURL('/dashboard/wishlist');
  const saved = page.getByRole('article', { name: car.name });
  await expect(saved).toContainText('31.5 k$');
  await expect(saved).toContainText('Available');
  await expect(saved.getByRole('img', { name: `${car.brand} ${car.name}` })).toBeVisible();
  await screenshotBoth(page, 'buyer-wishlist');

  await saved.getByRole('button', { name: 'Book Now' }).click();
  const booking = page.getByRole('dialog', { name: `Book ${car.name} of ${car.brand} Brand` });
  await expect(booking).toBeVisible();
  await booking.getByRole('button', { name: 'Cancel' }).click();
  await expect(booking).toHaveCount(0);

  await saved.getByRole('button', { name: 'Remove' }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText('Your wish list is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/category/1');
  await screenshotBoth(page, 'buyer-wishlist-empty');

  // Removed for good: the storefront no longer shows it saved.
  await page.goto(`/category/1?q=${encodeURIComponent(car.name)}`);
  await expect(page.getByRole('article', { name: car.name }).getByRole('button', { name: 'Wishlist' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
