// End to end in Chromium, three people in their own contexts: a buyer makes an offer from the
// listing page, the seller counters in the conversation, the buyer accepts and pays the agreed
// price with the sandbox card; another buyer's open offer on the car is declined and told so.
// Screenshots at 1280 and 390 px of the offer dialog, the offer cards on both sides and My Orders.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { PASSWORD } from '../support/accounts';
import { callApi, emulatorToken } from '../support/arrange-api';
import { loginThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { acknowledgeModal } from '../support/modals';
import { screenshotBoth } from '../support/screenshots';
import type { StackInfo } from '../support/stack-handle';

interface Account {
  email: string;
  name: string;
  token: string;
  userId: string;
}
interface Offer {
  _id: string;
  status: string;
  reason?: string;
}

async function newAccount(stack: StackInfo, role: 'Buyer' | 'Seller', name: string): Promise<Account> {
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@carmarket.test`;
  const token = await emulatorToken(stack, 'signUp', { email, password: PASSWORD, displayName: name });
  const user = await callApi<{ _id: string }>(stack, token, 'POST', '/users', { name, role });
  return { email, name, token, userId: user._id };
}

async function openContext(browser: Browser, stack: StackInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.urls.shell, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

const offerCard = (page: Page, amount: string) =>
  page.getByRole('list', { name: 'Messages' }).getByRole('listitem', { name: new RegExp(`^Offer of ${amount} k\\$`) });

test('offer, counter, accept and pay the agreed price; a rival offer is declined and told so', async ({
  browser,
  stack,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const seller = await newAccount(stack, 'Seller', `Haggle Motors ${tag}`);
  const buyer = await newAccount(stack, 'Buyer', 'Olive Offerer');
  const rival = await newAccount(stack, 'Buyer', 'Rex Rival');
  const car = await callApi<{ _id: string; name: string; brand: string }>(stack, seller.token, 'POST', '/add_product', {
    name: `Camry Haggle ${tag}`,
    brand: 'Toyota',
    image: '/static/cars/sedan-blue.svg',
    category_id: 3,
    original_price: 39,
    sale_price: 28.5,
    used: 3,
    location: 'Austin, TX',
    condition: 'good',
    desc: 'Posted by the offers end-to-end test.',
    phone: '512-555-0117',
  });
  const rivalOffer = await callApi<Offer>(stack, rival.token, 'POST', `/listings/${car._id}/offers`, {
    amount: 24,
    phone: '512-555-0190',
    meetingLocation: 'Zilker Park',
  });

  const buyerPage = await openContext(browser, stack);
  const sellerPage = await openContext(browser, stack);
  await loginThroughUi(buyerPage, buyer);
  await loginThroughUi(sellerPage, seller);

  let threadPath = '';
  await test.step('the buyer makes an offer from the listing page', async () => {
    await buyerPage.goto(`/listing/${car._id}`);
    await expect(buyerPage.getByRole('button', { name: 'Make an offer' })).toBeVisible();
    await screenshotBoth(buyerPage, 'offer-listing-page');
    await buyerPage.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: `Make an offer on the Toyota ${car.name}` });
    await dialog.getByLabel('Your offer (k$)').fill('22');
    await dialog.getByLabel('Phone').fill('512-555-0142');
    await dialog.getByLabel('Meeting place').fill('Whole Foods parking lot, Lamar Blvd, Austin');
    await dialog.getByLabel('Message (optional)').fill('I can pay today <b>if</b> the service history is complete.');
    await screenshotBoth(buyerPage, 'offer-dialog');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(buyerPage).toHaveURL(/\/dashboard\/messages\/[0-9a-f]{24}$/);
    threadPath = new URL(buyerPage.url()).pathname;
    const card = offerCard(buyerPage, '22');
    await expect(card).toContainText('Open');
    await expect(card).toContainText('22.8 % below the asking price');
    // The message is text, never markup.
    await expect(card).toContainText('<b>if</b>');
    await screenshotBoth(buyerPage, 'offer-card-buyer');
  });

  await test.step('the seller counters in the conversation', async () => {
    await sellerPage.goto(threadPath);
    const card = offerCard(sellerPage, '22');
    await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible();
    await card.getByRole('button', { name: 'Counter' }).click();
    await card.getByLabel('Counter amount in k$').fill('26');
    await card.getByRole('button', { name: 'Send counter' }).click();
    await expect(offerCard(sellerPage, '26')).toContainText('Open');
    await expect(card).toContainText('Countered');
    await screenshotBoth(sellerPage, 'offer-card-seller');
  });

  await test.step('the buyer accepts the counter and pays 26 k$ with the sandbox card', async () => {
    await buyerPage.goto(threadPath);
    const counter = offerCard(buyerPage, '26');
    await counter.getByRole('button', { name: 'Accept' }).click();
    await expect(buyerPage).toHaveURL(/\/dashboard\/payment\/[0-9a-f]{24}$/);
    await buyerPage.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buyerPage.getByLabel('Expiry date').fill('12 / 34');
    await buyerPage.getByLabel('CVC').fill('123');
    await buyerPage.getByRole('button', { name: 'Pay $26,000.00' }).click();
    await acknowledgeModal(buyerPage, 'Payment Success!');
    await buyerPage.goto('/dashboard');
    const row = buyerPage.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: car.name });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('26 k$');
    await expect(row).toContainText('agreed · asking 28.5 k$');
    await screenshotBoth(buyerPage, 'offer-my-orders');
  });

  await test.step('the rival’s open offer was declined, and the rival told so', async () => {
    const offers = await callApi<Offer[]>(stack, rival.token, 'GET', '/offers');
    expect(offers.find((o) => o._id === rivalOffer._id)).toMatchObject({
      status: 'declined',
      reason: 'The car was booked by another buyer.',
    });
    const notes = await callApi<{ items: { title: string; body: string }[] }>(
      stack,
      rival.token,
      'GET',
      '/notifications',
    );
    expect(notes.items.filter((n) => n.title.includes(car.name) && n.title.includes('was declined'))).toHaveLength(1);
  });
});
