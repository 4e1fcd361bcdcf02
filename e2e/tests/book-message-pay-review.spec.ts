// End to end, in two browser contexts (a buyer and a seller of their own, so counts are
// theirs alone): booking, the seller's bell and e-mail, messages both ways, payment, the review
// (My Orders, listing page, seller page), a saved search matching a new car, and the admin's
// review moderation. Screenshots at 1280 and 390 px of each new screen.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
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
interface Account {
  email: string;
  name: string;
  token: string;
  userId: string;
}

// ---- arranging through the API (what the test is not about) ----

/** An account nobody else uses, registered with `role`. */
async function newAccount(stack: StackInfo, role: 'Buyer' | 'Seller', name: string): Promise<Account> {
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@carmarket.test`;
  const token = await emulatorToken(stack, 'signUp', { email, password: PASSWORD, displayName: name });
  const user = await callApi<{ _id: string }>(stack, token, 'POST', '/users', { name, role });
  return { email, name, token, userId: user._id };
}

/** A car of `seller`'s, with a name only this test uses. */
function listCar(stack: StackInfo, seller: Account, name: string, salePrice = 28.5): Promise<Car> {
  return callApi<Car>(stack, seller.token, 'POST', '/add_product', {
    name,
    brand: 'Toyota',
    image: '/static/cars/sedan-blue.svg',
    category_id: 3,
    original_price: 39,
    sale_price: salePrice,
    used: 3,
    location: 'Austin, TX',
    condition: 'good',
    desc: 'Posted by the book, message, pay and review end-to-end test.',
    phone: '512-555-0117',
  });
}

async function openContext(browser: Browser, stack: StackInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.urls.shell, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

interface CaughtMail {
  to: string;
  subject: string;
  text: string;
}

/** The mail catcher's messages (newest first), as its page serves them. */
async function caughtMail(stack: StackInfo): Promise<CaughtMail[]> {
  if (!stack.urls.mailCatcher) throw new Error('The e2e stack runs without its mail catcher');
  const res = await fetch(`${stack.urls.mailCatcher}/messages.json`);
  return (await res.json()) as CaughtMail[];
}

// ---- acting through the UI ----

async function bookFromListingPage(page: Page, car: Car) {
  await page.goto(`/listing/${car._id}`);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const booking = page.getByRole('dialog', { name: `Book ${car.name} of ${car.brand} Brand` });
  await booking.getByLabel('Phone').fill('512-555-0142');
  await booking.getByLabel('Meeting location').fill('Whole Foods parking lot, Lamar Blvd, Austin');
  await booking.getByRole('button', { name: 'Submit booking' }).click();
  await acknowledgeModal(page, 'Thank You!', 'Car booked successfully!');
}

const orderRow = (page: Page, car: Car) =>
  page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: car.name });

async function payInMyOrders(page: Page, car: Car) {
  await page.goto('/dashboard');
  await orderRow(page, car).getByRole('link', { name: 'Pay', exact: true }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await acknowledgeModal(page, 'Payment Success!');
  await expect(orderRow(page, car)).toContainText('Paid');
}

test('book, bell and e-mail, messages both ways, pay, review in My Orders and on the seller page, moderation', async ({
  browser,
  stack,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const seller = await newAccount(stack, 'Seller', `Trust Motors ${tag}`);
  const buyer = await newAccount(stack, 'Buyer', 'Robin Reviewer');
  const car = await listCar(stack, seller, `Corolla Trust ${tag}`);

  const buyerPage = await openContext(browser, stack);
  const sellerPage = await openContext(browser, stack);
  await loginThroughUi(buyerPage, buyer);
  await loginThroughUi(sellerPage, seller);

  await test.step('the buyer books; the seller’s bell counts one and the catcher has the e-mail', async () => {
    const bell = sellerPage.getByRole('banner').getByRole('link', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await bookFromListingPage(buyerPage, car);
    // The bell polls every 5 s.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
    await expect
      .poll(
        async () =>
          (await caughtMail(stack)).filter((m) => m.to.includes(seller.email) && m.subject.includes(`booked your`))
            .length,
        { timeout: 20_000 },
      )
      .toBe(1);
    const [mail] = (await caughtMail(stack)).filter((m) => m.to.includes(seller.email));
    expect(mail.text).toContain(car.name);
  });

  await test.step('they exchange messages that show on the other side within 5 s', async () => {
    await buyerPage.goto(`/listing/${car._id}`);
    await buyerPage.getByRole('button', { name: 'Ask the seller' }).click();
    await expect(buyerPage).toHaveURL(/\/dashboard\/messages\/[0-9a-f]{24}$/);
    const buyerBox = buyerPage.getByRole('textbox', { name: /^Message to/ });
    await buyerBox.fill('Hello! Is the service history complete?');
    await buyerBox.press('Enter');
    await expect(buyerPage.getByRole('list', { name: 'Messages' })).toContainText('Is the service history complete?');

    await sellerPage.goto('/dashboard/messages');
    await sellerPage
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link')
      .filter({ hasText: car.name })
      .click();
    const sellerThread = sellerPage.getByRole('list', { name: 'Messages' });
    await expect(sellerThread).toContainText('Is the service history complete?');

    const sellerBox = sellerPage.getByRole('textbox', { name: /^Message to/ });
    await sellerBox.fill('Yes, every service at the dealer. <b>Stamped</b> book.');
    await sellerBox.press('Enter');
    await expect(buyerPage.getByRole('list', { name: 'Messages' })).toContainText(
      'Yes, every service at the dealer. <b>Stamped</b> book.',
      { timeout: 5_000 },
    );

    await buyerBox.fill('Great, see you Saturday.');
    await buyerBox.press('Enter');
    await expect(sellerThread).toContainText('Great, see you Saturday.', { timeout: 5_000 });
    await screenshotBoth(buyerPage, 'journey-messages');
  });

  await test.step("the buyer's e-mail settings list the kinds a buyer receives", async () => {
    await buyerPage.goto('/dashboard/settings');
    await expect(buyerPage.getByRole('checkbox', { name: 'New messages' })).toBeChecked();
    await expect(buyerPage.getByRole('checkbox', { name: 'A seller declined your booking' })).toBeVisible();
    await screenshotBoth(buyerPage, 'journey-settings');
  });

  await test.step('the buyer pays and reviews the seller in My Orders', async () => {
    await payInMyOrders(buyerPage, car);
    await orderRow(buyerPage, car).getByRole('button', { name: 'Review the seller' }).click();
    const form = buyerPage.getByRole('dialog', { name: `Review ${seller.name}` });
    await form.getByTitle('5 stars: excellent').click();
    await form
      .getByLabel('Your review (optional)')
      .fill('Friendly hand-over, car exactly as described. <b>Five stars</b>');
    await screenshotBoth(buyerPage, 'journey-review-form');
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(form).toBeHidden();
    // Sending confirms it.
    await expect(buyerPage.getByText(`Thank you! Your review is on ${seller.name}'s page.`)).toBeVisible();
    await screenshotBoth(buyerPage, 'journey-review-sent');
    await expect(orderRow(buyerPage, car).getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
    await expect(orderRow(buyerPage, car).getByRole('button', { name: 'Review the seller' })).toHaveCount(0);
  });

  await test.step('the review shows on the seller page, where the seller answers it once', async () => {
    await sellerPage.goto(`/seller/${seller.userId}`);
    await expect(sellerPage.getByRole('heading', { level: 1, name: seller.name })).toBeVisible();
    const review = sellerPage.getByRole('article', { name: 'Review by Robin' });
    await expect(review).toContainText('Friendly hand-over, car exactly as described. <b>Five stars</b>');
    await expect(sellerPage.getByLabel('Rating')).toContainText('1 review');
    await review.getByRole('button', { name: 'Answer this review' }).click();
    await review.getByLabel('Your answer').fill('Thank you, Robin. Enjoy the Corolla!');
    await review.getByRole('button', { name: 'Send answer' }).click();
    await expect(review).toContainText('Thank you, Robin. Enjoy the Corolla!');
    await expect(review.getByRole('button', { name: 'Answer this review' })).toHaveCount(0);

    await buyerPage.goto(`/seller/${seller.userId}`);
    await expect(buyerPage.getByRole('article', { name: 'Review by Robin' })).toContainText('Thank you, Robin.');
    await screenshotBoth(buyerPage, 'journey-seller-page');
  });

  await test.step('the listing page links the seller block to the seller page', async () => {
    await buyerPage.goto(`/listing/${car._id}`);
    const block = buyerPage.getByRole('region', { name: 'Seller' });
    // The block also links the safety tips beside "Ask the seller".
    await block.getByRole('link', { name: '5.0 · 1 review' }).click();
    await expect(buyerPage).toHaveURL(`/seller/${seller.userId}`);
  });

  await test.step('an admin sees the review in Reported Items', async () => {
    const adminPage = await openContext(browser, stack);
    await loginThroughUi(adminPage, ACCOUNTS.admin);
    await adminPage.goto('/dashboard/all_reports');
    const reviews = adminPage.getByRole('region', { name: /^Reviews/ });
    await expect(reviews.getByRole('article', { name: `Review by Robin of the Toyota ${car.name}` })).toBeVisible();
    await screenshotBoth(adminPage, 'journey-admin-reviews', { scrollTo: reviews });
    await adminPage.context().close();
  });

  await buyerPage.context().close();
  await sellerPage.context().close();
});

test('the listing page shows the rating, and a saved search gets a match when the seller lists a new car', async ({
  browser,
  stack,
}) => {
  const tag = randomUUID().slice(0, 6);
  const seller = await newAccount(stack, 'Seller', `Trust Motors ${tag}`);
  const buyer = await newAccount(stack, 'Buyer', 'Robin Reviewer');
  const car = await listCar(stack, seller, `Corolla Trust ${tag}`);
  const buyerPage = await openContext(browser, stack);
  await loginThroughUi(buyerPage, buyer);
  await bookFromListingPage(buyerPage, car);
  await payInMyOrders(buyerPage, car);
  const { _id: orderId } = (
    await callApi<{ _id: string; carId: string }[]>(
      stack,
      buyer.token,
      'GET',
      `/orders?email=${encodeURIComponent(buyer.email)}`,
    )
  ).find((o) => o.carId === car._id)!;
  await callApi(stack, buyer.token, 'POST', '/reviews', { orderId, rating: 4, text: 'Good' });

  await test.step('the listing page shows the seller’s rating', async () => {
    await buyerPage.goto(`/listing/${car._id}`);
    await expect(
      buyerPage.getByRole('region', { name: 'Seller' }).getByRole('link', { name: '4.0 · 1 review' }),
    ).toBeVisible();
  });

  await test.step('the buyer saves a search that the seller’s next car will match', async () => {
    await buyerPage.goto(`/search?q=${encodeURIComponent(`Trust ${tag}`)}`);
    await buyerPage.getByRole('button', { name: 'Save this search' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name').fill(`Trust cars ${tag}`);
    await screenshotBoth(buyerPage, 'journey-save-search');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(buyerPage.getByRole('dialog', { name: 'Search saved' })).toBeVisible();
    await buyerPage.getByRole('button', { name: 'OK', exact: true }).click();
  });

  await test.step('a new car of the seller matches the saved search', async () => {
    await listCar(stack, seller, `Camry Trust ${tag}`, 24.5);
    await sellerPageOf(buyerPage, seller);
    await buyerPage.goto('/dashboard/saved-searches');
    const saved = buyerPage.getByRole('article', { name: `Trust cars ${tag}` });
    await expect(saved).toContainText('1 new match');
    await screenshotBoth(buyerPage, 'journey-saved-searches');
  });

  await buyerPage.context().close();
});

/** The seller page with the new car among its cards (for the screenshot). */
async function sellerPageOf(page: Page, seller: Account) {
  await page.goto(`/seller/${seller.userId}`);
  await expect(page.getByRole('region', { name: 'Cars for sale' }).getByRole('article')).not.toHaveCount(0);
  await screenshotBoth(page, 'journey-seller-page-with-cars');
}
