// The account end to end, as a new user meets it: "Forgot password?" → the e-mail in the catcher
// → the reset page → signing in with the new password; a profile change the seller then sees in a
// message (and the booking form pre-filled with the saved phone); "Download my data"; "Delete my
// account" and the sign-in refused afterwards. Screenshots at 1280 and 390 px of Settings, the
// reset page and the help pages.
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { PASSWORD } from '../support/accounts';
import { callApi, emulatorToken } from '../support/arrange-api';
import { signedInButton } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { SCREENSHOT_DIR, screenshotBoth } from '../support/screenshots';
import type { StackInfo } from '../support/stack-handle';

interface Account {
  email: string;
  name: string;
  token: string;
  userId: string;
}

/** An account nobody else uses, registered with `role` (arranged through the API). */
async function newAccount(stack: StackInfo, role: 'Buyer' | 'Seller', name: string): Promise<Account> {
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@carmarket.test`;
  const token = await emulatorToken(stack, 'signUp', { email, password: PASSWORD, displayName: name });
  const user = await callApi<{ _id: string }>(stack, token, 'POST', '/users', { name, role });
  return { email, name, token, userId: user._id };
}

async function caughtMail(stack: StackInfo): Promise<{ to: string; subject: string; text: string }[]> {
  const res = await fetch(`${stack.urls.mailCatcher}/messages.json`);
  return (await res.json()) as { to: string; subject: string; text: string }[];
}

async function openContext(browser: Browser, stack: StackInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.urls.shell, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The whole page at both widths (Settings is longer than a screen), straight into the shared folder. */
async function fullPageBoth(page: Page, name: string): Promise<void> {
  const shots = process.env.ACCOUNT_SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Copies this test's screenshots into ACCOUNT_SHOTS_DIR, when it is set. */
function shareShots(names: string[]): void {
  const shots = process.env.ACCOUNT_SHOTS_DIR;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const name of names)
    for (const size of ['1280x800', '390x844'])
      copyFileSync(join(SCREENSHOT_DIR, `${name}-${size}.png`), join(shots, `${name}-${size}.png`));
}

test('account: forgot password, profile seen by the seller, data download, deletion', async ({ browser, stack }) => {
  test.setTimeout(240_000);
  const seller = await newAccount(stack, 'Seller', 'Selma Seller');
  const buyer = await newAccount(stack, 'Buyer', 'Bo Before');
  const car = await callApi<{ _id: string; name: string; brand: string }>(stack, seller.token, 'POST', '/add_product', {
    name: `Account test ${randomUUID().slice(0, 6)}`,
    brand: 'Toyota',
    image: '/static/cars/sedan-blue.svg',
    category_id: 3,
    original_price: 30,
    sale_price: 24,
    used: 4,
    location: 'Austin, TX',
    condition: 'good',
    desc: 'Posted by the account end-to-end test.',
    phone: '512-555-0137',
  });
  const page = await openContext(browser, stack);
  const newPassword = 'fresh-pass-77';

  await test.step('forgot password: the link arrives in the catcher and sets a new password', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('form', { name: 'Reset your password' }).getByLabel('Email').fill(buyer.email);
    await screenshotBoth(page, 'account-forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(`If ${buyer.email} belongs to a CarMarket account`);

    let text = '';
    await expect
      .poll(async () => {
        const mail = (await caughtMail(stack)).find(
          (m) => m.to.includes(buyer.email) && m.subject === 'CarMarket: reset your password',
        );
        text = mail?.text ?? '';
        return Boolean(mail);
      })
      .toBe(true);
    const link = new URL(/https?:\/\/\S+\/reset-password\?oobCode=\S+/.exec(text)![0]);
    await page.goto(link.pathname + link.search);
    await expect(page.getByText(`Set a new password for ${buyer.email}.`)).toBeVisible();
    await screenshotBoth(page, 'account-reset-password');
    const form = page.getByRole('form', { name: 'Set a new password' });
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Repeat the new password').fill(newPassword);
    await form.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await login(page, buyer.email, newPassword);
    await expect(signedInButton(page)).toBeVisible({ timeout: 30_000 });
  });

  const newName = `Nova ${randomUUID().slice(0, 4)}`;
  await test.step('the profile: a new name the seller sees in a message, the phone in the booking form', async () => {
    await page.goto('/dashboard/settings');
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Display name').fill(newName);
    await profile.getByLabel('Phone').fill('512-555-0188');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await screenshotBoth(page, 'account-settings');
    await fullPageBoth(page, 'account-settings-full');

    await page.goto(`/listing/${car._id}`);
    await expect(page.getByRole('link', { name: /^Safety tips: meet in public/ })).toHaveAttribute('href', '/safety');
    await page.getByRole('button', { name: 'Book Now' }).click();
    const booking = page.getByRole('dialog', { name: `Book ${car.name} of ${car.brand} Brand` });
    await expect(booking.getByLabel('Phone')).toHaveValue('512-555-0188');
    await booking.getByRole('button', { name: 'Cancel', exact: true }).click();

    await page.getByRole('button', { name: 'Ask the seller' }).click();
    await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f]{24}$/);
    const box = page.getByRole('textbox', { name: /^Message to/ });
    await box.fill('Hello, is it still for sale?');
    await box.press('Enter');
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText('is it still for sale?');

    const sellerPage = await openContext(browser, stack);
    await login(sellerPage, seller.email, PASSWORD);
    await expect(signedInButton(sellerPage)).toBeVisible({ timeout: 30_000 });
    await sellerPage.goto('/dashboard/messages');
    const row = sellerPage.getByRole('list', { name: 'Conversations' }).getByRole('link').filter({ hasText: car.name });
    await expect(row).toContainText(newName);
    await row.click();
    await expect(sellerPage.getByRole('list', { name: 'Messages' }).getByRole('listitem').first()).toHaveAttribute(
      'aria-label',
      new RegExp(`^${newName},`),
    );
    await sellerPage.context().close();
  });

  await test.step('download my data: a JSON file with the account and the message', async () => {
    await page.goto('/dashboard/settings');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^carmarket-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ email: buyer.email, name: newName, phone: '512-555-0188' });
    expect(data.messagesWritten.map((m: { text: string }) => m.text)).toEqual(['Hello, is it still for sale?']);
  });

  await test.step('delete my account: signed out, and the sign-in is refused afterwards', async () => {
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill(newPassword);
    await screenshotBoth(page, 'account-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your account is closed.')).toBeVisible();
    await expect(signedInButton(page)).toHaveCount(0);

    await login(page, buyer.email, newPassword);
    await expect(page).toHaveURL(/\/login$/);
    await expect(signedInButton(page)).toHaveCount(0);
    await expect(page.getByText(/wrong e-mail or password|no account uses/i).first()).toBeVisible();
    const closed = (await caughtMail(stack)).find(
      (m) => m.to.includes(buyer.email) && m.subject === 'CarMarket: your account is closed',
    );
    expect(closed?.text).toContain('as you asked');
  });

  await test.step('help, safety, terms and privacy open signed out and link to each other', async () => {
    await page.goto('/register');
    await page.getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    for (const [path, title] of [
      ['/help', 'Help'],
      ['/safety', 'Safety tips'],
      ['/terms', 'Terms of use'],
      ['/privacy', 'Privacy'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | CarMarket`);
      await screenshotBoth(page, `account-page${path.replace('/', '-')}`);
    }
  });

  shareShots([
    'account-forgot-password',
    'account-reset-password',
    'account-settings',
    'account-delete-dialog',
    'account-page-help',
    'account-page-safety',
    'account-page-terms',
    'account-page-privacy',
  ]);
});
