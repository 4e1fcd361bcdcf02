// A new account meets the verification prompt: CarMarket e-mails only a verified address. The
// person registers in the browser, sees "Verify your e-mail", opens the link of Firebase's
// verification e-mail (the Auth emulator keeps it offline), tells the app, and the prompt goes;
// the next booking of their car reaches them by e-mail (the mail catcher).
import { randomUUID } from 'node:crypto';
import { callApi, emulatorToken } from '../support/arrange-api';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';
import type { StackInfo } from '../support/stack-handle';

const PASSWORD = 'verify-pass-1';

/** The links of the verification e-mails Firebase "sent" to `email` (the emulator's out-of-band codes). */
async function verificationLinks(stack: StackInfo, email: string): Promise<string[]> {
  const project = process.env.FIREBASE_PROJECT_ID || 'demo-carmarket';
  const res = await fetch(`${stack.urls.authEmulator}/emulator/v1/projects/${project}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: { email: string; oobLink: string; requestType: string }[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').map((c) => c.oobLink);
}

async function caughtMail(stack: StackInfo): Promise<{ to: string; subject: string; text: string }[]> {
  if (!stack.urls.mailCatcher) throw new Error('The e2e stack runs without its mail catcher');
  return (await fetch(`${stack.urls.mailCatcher}/messages.json`)).json();
}

test('sign up → verify-your-e-mail prompt → the link → prompt gone → a booking e-mail arrives', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const email = `new-seller-${tag}@carmarket.test`;

  await test.step('registering sends the verification e-mail and shows the prompt', async () => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Name').fill(`Vera Motors ${tag}`);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByLabel('Role').selectOption('Seller');
    await form.getByRole('button', { name: 'Register' }).click();
    const prompt = page.getByRole('region', { name: 'Verify your e-mail.' });
    await expect(prompt).toContainText(`We sent a link to ${email}`);
    await expect.poll(async () => (await verificationLinks(stack, email)).length).toBe(1);
    await screenshotBoth(page, 'verify-email-prompt');
  });

  await test.step('"I have verified" before opening the link keeps the prompt', async () => {
    await page.getByRole('button', { name: 'I have verified' }).click();
    await expect(page.getByText(/Not verified yet/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verify your e-mail.' })).toBeVisible();
  });

  await test.step('opening the link, then "I have verified", removes the prompt', async () => {
    const [link] = await verificationLinks(stack, email);
    const mailbox = await page.context().newPage();
    await mailbox.goto(link);
    await mailbox.close();
    await page.getByRole('button', { name: 'I have verified' }).click();
    await expect(page.getByText('Thank you: your e-mail is verified.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verify your e-mail.' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verify your e-mail.' })).toHaveCount(0);
  });

  await test.step('a booking of their car reaches them by e-mail', async () => {
    const sellerToken = await emulatorToken(stack, 'signInWithPassword', { email, password: PASSWORD });
    const car = await callApi<{ _id: string; name: string }>(stack, sellerToken, 'POST', '/add_product', {
      name: `Verified Civic ${tag}`,
      brand: 'Honda',
      image: '/static/cars/sedan-blue.svg',
      category_id: 3,
      original_price: 30,
      sale_price: 24,
      used: 2,
      location: 'Austin, TX',
      condition: 'good',
      desc: 'Posted by the e-mail verification end-to-end test.',
      phone: '512-555-0160',
    });
    const buyerEmail = `buyer-${tag}@carmarket.test`;
    const buyerToken = await emulatorToken(stack, 'signUp', { email: buyerEmail, password: PASSWORD });
    await callApi(stack, buyerToken, 'POST', '/users', { name: 'Bo Booker', role: 'Buyer' });
    await callApi(stack, buyerToken, 'POST', '/orders', {
      carId: car._id,
      phone: '512-555-0161',
      meetingLocation: 'Zilker Park, Austin',
    });
    await expect
      .poll(async () => (await caughtMail(stack)).filter((m) => m.to.includes(email)).map((m) => m.subject), {
        timeout: 20_000,
      })
      .toEqual([expect.stringContaining('booked your')]);
  });
});
