// A booking as its two people see it once it is made: the seller's own listing page (an owner view,
// not Book Now), My Buyers with the hold's end and the car's link, the buyer's My Orders with its
// Cancel booking button and the app's confirmation dialog, the payment page's test cards filling
// the whole card, and the notices written in words (no machine timestamps). Screenshots at 1280
// and 390 px of each.
import { randomUUID } from 'node:crypto';
import { PASSWORD } from '../support/accounts';
import { loginThroughUi } from '../support/auth';
import { callApi, emulatorToken } from '../support/arrange-api';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';
import type { StackInfo } from '../support/stack-handle';

interface Account {
  email: string;
  token: string;
}

async function newAccount(stack: StackInfo, role: 'Buyer' | 'Seller', name: string): Promise<Account> {
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@carmarket.test`;
  const token = await emulatorToken(stack, 'signUp', { email, password: PASSWORD, displayName: name });
  await callApi(stack, token, 'POST', '/users', { name, role });
  return { email, token };
}

async function signedInPage(browser: import('@playwright/test').Browser, stack: StackInfo, who: Account) {
  const context = await browser.newContext({ baseURL: stack.urls.shell, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await loginThroughUi(page, who);
  return page;
}

const ISO_MOMENT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

test('after booking: owner view, My Buyers, Cancel booking, test cards, notices in words', async ({
  browser,
  stack,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const seller = await newAccount(stack, 'Seller', `Finish Motors ${tag}`);
  const buyer = await newAccount(stack, 'Buyer', 'Fran Finisher');
  const car = await callApi<{ _id: string; name: string }>(stack, seller.token, 'POST', '/add_product', {
    name: `Camry Finish ${tag}`,
    brand: 'Toyota',
    image: '/static/cars/sedan-blue.svg',
    category_id: 3,
    original_price: 31,
    sale_price: 26.5,
    used: 3,
    location: 'Austin, TX',
    condition: 'good',
    desc: 'Posted by the booking-finish end-to-end test.',
    phone: '512-555-0170',
  });
  const sellerPage = await signedInPage(browser, stack, seller);
  const buyerPage = await signedInPage(browser, stack, buyer);

  await test.step("the seller's own listing page is an owner view", async () => {
    await sellerPage.goto(`/listing/${car._id}`);
    const owner = sellerPage.getByRole('region', { name: 'Your car' });
    await expect(owner).toContainText('Your listing is available to buyers.');
    await expect(sellerPage.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
    await screenshotBoth(sellerPage, 'tidy-listing-owner-view');
    await owner.getByRole('link', { name: 'Edit' }).click();
    await expect(sellerPage.getByRole('dialog', { name: `Edit ${car.name}` })).toBeVisible();
    await screenshotBoth(sellerPage, 'tidy-my-products-edit-from-listing');
  });

  await callApi(stack, buyer.token, 'POST', '/orders', {
    carId: car._id,
    phone: '512-555-0171',
    meetingLocation: 'Zilker Park, Austin',
  });

  await test.step('My Buyers shows when the hold ends and links to the car', async () => {
    await sellerPage.goto('/dashboard/my_buyers');
    const row = sellerPage.getByRole('row').filter({ hasText: 'Fran Finisher' });
    await expect(row).toContainText(/held until [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M UTC/);
    await expect(row.getByRole('link', { name: `Toyota ${car.name}` })).toHaveAttribute('href', `/listing/${car._id}`);
    await screenshotBoth(sellerPage, 'tidy-my-buyers');
  });

  await test.step('notices read in words', async () => {
    const { items } = await callApi<{ items: { title: string; body: string }[] }>(
      stack,
      buyer.token,
      'GET',
      '/notifications',
    );
    const confirmation = items.find((n) => n.title === `You booked the Toyota ${car.name}`);
    expect(confirmation?.body).toContain('Meeting place: Zilker Park, Austin.');
    expect(confirmation?.body).not.toMatch(ISO_MOMENT);
    await buyerPage.goto('/dashboard/notifications');
    await expect(buyerPage.getByText(`You booked the Toyota ${car.name}`)).toBeVisible();
    await screenshotBoth(buyerPage, 'tidy-notifications');
  });

  await test.step("My Orders' Cancel booking is a button and asks in the app's dialog", async () => {
    await buyerPage.goto('/dashboard');
    await expect(buyerPage.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    await screenshotBoth(buyerPage, 'tidy-my-orders');
    await buyerPage.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(buyerPage.getByRole('heading', { name: `Cancel your booking of the ${car.name}?` })).toBeVisible();
    await screenshotBoth(buyerPage, 'tidy-confirm-dialog');
    await buyerPage.getByRole('button', { name: 'Keep it' }).click();
  });

  await test.step('the payment page: a test card chip fills the whole card', async () => {
    await buyerPage.getByRole('link', { name: 'Pay', exact: true }).click();
    await buyerPage.getByRole('button', { name: '4242 4242 4242 4242' }).click();
    await expect(buyerPage.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await expect(buyerPage.getByLabel('CVC')).toHaveValue('123');
    await screenshotBoth(buyerPage, 'tidy-payment');
    await buyerPage.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(buyerPage.getByRole('heading', { name: 'Payment Success!' })).toBeVisible();
  });
});
