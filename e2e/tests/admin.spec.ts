// The admin remote in the real product: verifying a seller, upgrading and deleting buyers,
// deleting a reported listing, and the admin routes closed to everyone else. Each test makes
// the accounts and listings it changes.
import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { loginThroughUi, signedInButton, submitLoginForm } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { acknowledgeModal, modal } from '../support/modals';
import { screenshotBoth } from '../support/screenshots';
import {
  accountIdOf,
  carBody,
  postListing,
  registerAccount,
  reportListing,
  reportReview,
  reviewOf,
  uniqueTag,
} from './seller-admin-support';

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

/** A second person's browser, for checking what an account sees after the admin acted. */
async function asSomeoneElse<T>(browser: Browser, baseURL: string, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test("the admin verifies an unverified seller, and that seller's cards then show the verified tick", async ({
  page,
  stack,
}) => {
  const seller = await registerAccount(stack, 'Seller', `Unverified ${uniqueTag()}`);
  const car = await postListing(
    stack,
    seller,
    carBody({ category_id: 2, brand: 'Kia', name: `Rio E2E ${uniqueTag()}` }),
  );
  await loginThroughUi(page, ACCOUNTS.admin);

  // Searched for: cars other tests post meanwhile may push it off the first page.
  const categoryPage = `/category/2?q=${encodeURIComponent(car.name)}`;
  await page.goto(categoryPage);
  const card = page.getByRole('article', { name: car.name });
  await expect(card.getByRole('img', { name: 'Seller not verified yet' })).toBeVisible();

  await page.goto('/dashboard/all_sellers');
  const row = rowOf(page, seller.name);
  await expect(row).toContainText(seller.email);
  await expect(row).toContainText('Seller');
  await expect(rowOf(page, 'Sam Carter Motors').getByRole('button', { name: 'verified', exact: true })).toBeDisabled();
  await screenshotBoth(page, 'admin-all-sellers');
  // At phone width every row keeps its name, its Verify and its Delete inside the table.
  // (Stacked rows label each value with its header, so the row is found by the seller's e-mail.)
  await page.setViewportSize({ width: 390, height: 844 });
  const stacked = page.getByRole('row').filter({ hasText: seller.email });
  await stacked.scrollIntoViewIfNeeded();
  const table = await page.getByRole('table').boundingBox();
  for (const name of ['unverified', 'Delete']) {
    const box = await stacked.getByRole('button', { name, exact: true }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(table!.x + table!.width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: 'unverified' }).click();
  await acknowledgeModal(page, 'Verified!');
  await expect(row.getByRole('button', { name: 'verified', exact: true })).toBeDisabled();

  await page.goto(categoryPage);
  await expect(card.getByRole('img', { name: 'Verified seller' })).toBeVisible();
});

test("the admin makes a buyer a seller, and that account's Dashboard link then goes to Add A Product", async ({
  page,
  stack,
  browser,
  baseURL,
}) => {
  const buyer = await registerAccount(stack, 'Buyer');
  await loginThroughUi(page, ACCOUNTS.admin);
  await page.goto('/dashboard/all_buyers');
  const row = rowOf(page, buyer.name);
  await expect(row).toContainText(buyer.email);
  await screenshotBoth(page, 'admin-all-buyers');

  await row.getByRole('button', { name: 'make seller' }).click();
  // the make-seller confirmation reuses the advertise wording (docs/product.md §4)
  await acknowledgeModal(page, 'Congratulation!', 'Product advertise successfully!');
  await expect(row).toHaveCount(0); // no longer a buyer
  await page.goto('/dashboard/all_sellers');
  await expect(rowOf(page, buyer.name)).toContainText('Seller');

  await asSomeoneElse(browser, baseURL!, async (theirs) => {
    await loginThroughUi(theirs, buyer);
    await expect(theirs.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/add_product',
    );
  });
});

test('the admin deletes a reported listing, and it is gone from its category page', async ({ page, stack }) => {
  const seller = await registerAccount(stack, 'Seller');
  const reporter = await registerAccount(stack, 'Buyer');
  const car = await postListing(stack, seller, carBody({ name: `Yaris E2E ${uniqueTag()}`, location: 'Amarillo, TX' }));
  await reportListing(stack, reporter, car._id);
  await loginThroughUi(page, ACCOUNTS.admin);

  await page.goto('/dashboard/all_reports');
  const card = page.getByRole('article', { name: car.name });
  await expect(card).toContainText('Available');
  await expect(card).toContainText('Amarillo, TX');
  await expect(card.getByRole('img')).toBeVisible();
  await screenshotBoth(page, 'admin-reported-items');

  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(modal(page).getByRole('heading', { name: `Delete ${car.name}?` })).toBeVisible();
  await modal(page).getByRole('button', { name: 'Yes, delete' }).click();
  await acknowledgeModal(page, 'Thank You!', 'Product DELETED successfully!');
  await expect(card).toHaveCount(0);

  await page.goto(`/category/3?q=${encodeURIComponent(car.name)}`);
  await expect(page.getByText('No cars match these filters')).toBeVisible();
  await expect(page.getByRole('article', { name: car.name })).toHaveCount(0);
});

test('a report with a reason reaches the moderation queue; the admin dismisses one car and suspends another seller', async ({
  page,
  stack,
  browser,
  baseURL,
}) => {
  const seller = await registerAccount(stack, 'Seller', `Suspect ${uniqueTag()}`);
  const honest = await registerAccount(stack, 'Seller');
  const scam = await postListing(stack, seller, carBody({ name: `Scam E2E ${uniqueTag()}` }));
  const fine = await postListing(stack, honest, carBody({ name: `Fine E2E ${uniqueTag()}` }));
  await reportListing(stack, await registerAccount(stack, 'Buyer'), fine._id);

  // A buyer reports the scam car through the dialog, with a reason.
  const reporter = await registerAccount(stack, 'Buyer', `Reporter ${uniqueTag()}`);
  await asSomeoneElse(browser, baseURL!, async (theirs) => {
    await loginThroughUi(theirs, reporter);
    await theirs.goto(`/listing/${scam._id}`);
    await theirs.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = theirs.getByRole('dialog', { name: `Report the Toyota ${scam.name}` });
    await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
    await dialog.getByRole('textbox', { name: 'Tell us more (optional)' }).fill('Asks for a deposit by wire');
    await screenshotBoth(theirs, 'storefront-report-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await acknowledgeModal(theirs, 'Thank You!', 'Reported successfully!');
    await expect(theirs.getByRole('button', { name: 'Reported', exact: true })).toBeDisabled();
  });

  await loginThroughUi(page, ACCOUNTS.admin);
  await page.goto('/dashboard/all_reports');
  const scamCard = page.getByRole('article', { name: scam.name, exact: true });
  const reports = scamCard.getByRole('region', { name: 'Reports' });
  await expect(reports).toContainText('1 report');
  await expect(reports).toContainText('Scam or fraud');
  await expect(reports).toContainText('Asks for a deposit by wire');
  await expect(reports).toContainText(reporter.name);
  await screenshotBoth(page, 'admin-moderation-queue');

  const fineCard = page.getByRole('article', { name: fine.name, exact: true }); // the audit log's entries name it too
  await fineCard.getByRole('button', { name: 'Dismiss reports' }).click();
  await modal(page).getByRole('button', { name: 'Yes, dismiss' }).click();
  await expect(page.getByText(`The reports of ${fine.name} were dismissed`)).toBeVisible();
  await expect(fineCard).toHaveCount(0);
  await expect(modal(page)).toHaveCount(0);

  await scamCard.getByRole('button', { name: 'Suspend seller' }).click();
  const asked = page.getByRole('dialog', { name: `Suspend ${seller.name}?` });
  await expect(asked).toBeVisible();
  await asked
    .getByRole('textbox', { name: 'Why the account is suspended' })
    .fill('Three buyers were asked for a deposit by wire.');
  await asked.getByRole('button', { name: 'Yes, suspend' }).click();
  await expect(page.getByText(`${seller.name} is suspended; 1 car(s) left the market`)).toBeVisible();
  await expect(scamCard).toHaveCount(0);
  const log = page.getByRole('region', { name: /Audit log/ });
  await expect(log.getByRole('article', { name: new RegExp(` suspended ${seller.name}$`) })).toBeVisible();
  await expect(log.getByRole('article', { name: new RegExp(`dismissed the reports of .*${fine.name}`) })).toBeVisible();
  await screenshotBoth(page, 'admin-audit-log', { scrollTo: log });

  // The dismissed car stays on the market; the suspended seller's car left it.
  await page.goto(`/category/3?q=${encodeURIComponent(fine.name)}`);
  await expect(page.getByRole('article', { name: fine.name })).toBeVisible();
  await page.goto(`/category/3?q=${encodeURIComponent(scam.name)}`);
  await expect(page.getByRole('article', { name: scam.name })).toHaveCount(0);
});

test('a member reports a review on the seller page; the admin sees it first among the reviews, dismisses one and removes another', async ({
  page,
  stack,
  browser,
  baseURL,
}) => {
  const tag = uniqueTag();
  const seller = await registerAccount(stack, 'Seller', `Reviewed Motors ${tag}`);
  const sellerId = await accountIdOf(stack, seller);
  const writer = await registerAccount(stack, 'Buyer', `Wes${tag} Writer`);
  const kept = await reviewOf(stack, seller, writer, `Fair but slow ${tag}`, 3);
  const rude = await reviewOf(stack, seller, writer, `Rude words ${tag}`);

  // A member reports the rude review through the car's reason dialog; someone else reports it too.
  const reporter = await registerAccount(stack, 'Buyer', `Reporter ${tag}`);
  await asSomeoneElse(browser, baseURL!, async (theirs) => {
    await loginThroughUi(theirs, reporter);
    await theirs.goto(`/seller/${sellerId}`);
    const review = theirs
      .getByRole('article', { name: `Review by Wes${tag}` })
      .filter({ hasText: `Rude words ${tag}` });
    await review.getByRole('button', { name: `Report Wes${tag}'s review` }).click();
    const dialog = theirs.getByRole('dialog', { name: `Report Wes${tag}'s review` });
    await dialog.getByRole('radio', { name: 'Offensive' }).check();
    await dialog.getByRole('textbox', { name: 'Tell us more (optional)' }).fill('Insults the seller');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await acknowledgeModal(theirs, 'Thank You!', 'Reported successfully!');
    await expect(review.getByRole('button', { name: 'Reported', exact: true })).toBeDisabled();
    await screenshotBoth(theirs, 'storefront-review-reported', { scrollTo: review });
  });
  await reportReview(stack, await registerAccount(stack, 'Buyer', `Other ${tag}`), rude, 'scam');
  await reportReview(stack, await registerAccount(stack, 'Buyer'), kept, 'wrong-details');

  await loginThroughUi(page, ACCOUNTS.admin);
  await page.goto('/dashboard/all_reports');
  const reported = page.getByRole('region', { name: /^Reported reviews/ });
  const rudeRow = reported.getByRole('article').filter({ hasText: `Rude words ${tag}` });
  const reports = rudeRow.getByRole('region', { name: 'Reports' });
  await expect(reports).toContainText('2 reports');
  await expect(reports).toContainText('Offensive');
  await expect(reports).toContainText('Insults the seller');
  await expect(reports).toContainText(reporter.name);
  await expect(reports).toContainText('Scam or fraud');
  await screenshotBoth(page, 'admin-reported-reviews', { scrollTo: reported });

  const keptRow = reported.getByRole('article').filter({ hasText: `Fair but slow ${tag}` });
  await keptRow.getByRole('button', { name: 'Dismiss reports' }).click();
  await modal(page).getByRole('button', { name: 'Yes, dismiss' }).click();
  await expect(page.getByText(`The reports of Wes${tag}'s review were dismissed`)).toBeVisible();
  await expect(keptRow).toHaveCount(0);
  await expect(modal(page)).toHaveCount(0);

  await rudeRow.getByRole('button', { name: 'Remove' }).click();
  await modal(page).getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByRole('article').filter({ hasText: `Rude words ${tag}` })).toHaveCount(0);
  const log = page.getByRole('region', { name: /Audit log/ });
  await expect(log.getByRole('article', { name: new RegExp(`removed Wes${tag}'s review`) })).toBeVisible();
  await expect(
    log.getByRole('article', { name: new RegExp(`dismissed the reports of Wes${tag}'s review`) }),
  ).toBeVisible();

  // The dismissed review stays on the seller's page; the removed one is gone.
  await page.goto(`/seller/${sellerId}`);
  await expect(page.getByText(`Fair but slow ${tag}`)).toBeVisible();
  await expect(page.getByText(`Rude words ${tag}`)).toHaveCount(0);
});

test('an unverified seller asks to be verified; the admin sees the request in All Sellers and verifying clears it', async ({
  page,
  stack,
  browser,
  baseURL,
}) => {
  const seller = await registerAccount(stack, 'Seller', `Asking ${uniqueTag()}`);
  await asSomeoneElse(browser, baseURL!, async (theirs) => {
    await loginThroughUi(theirs, seller);
    await theirs.goto('/dashboard/products');
    const notice = theirs.getByRole('region', { name: 'Your seller account is not verified yet' });
    await notice.getByRole('button', { name: 'Request verification' }).click();
    await expect(notice).toContainText(/Requested on \w{3} \d{1,2}, \d{4}/);
    await expect(notice.getByRole('button', { name: 'Request verification' })).toHaveCount(0);
    await screenshotBoth(theirs, 'seller-verification-requested');
  });

  await loginThroughUi(page, ACCOUNTS.admin);
  await page.goto('/dashboard/all_sellers');
  const row = rowOf(page, seller.name);
  await expect(row).toContainText(/requested \w{3} \d{1,2}, \d{4}/);
  // Stacked at phone width, where each value is labelled with its header: found by the e-mail there.
  await screenshotBoth(page, 'admin-all-sellers-requested', {
    scrollTo: page.getByRole('row').filter({ hasText: seller.email }),
  });
  await row.getByRole('button', { name: 'unverified' }).click();
  await acknowledgeModal(page, 'Verified!');
  await expect(row.getByRole('button', { name: 'verified', exact: true })).toBeDisabled();
  await expect(row).not.toContainText('requested');
});

test('the admin deletes a buyer, who then cannot sign in', async ({ page, stack, browser, baseURL }) => {
  const buyer = await registerAccount(stack, 'Buyer');
  await loginThroughUi(page, ACCOUNTS.admin);
  await page.goto('/dashboard/all_buyers');
  const row = rowOf(page, buyer.name);

  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(modal(page)).toContainText("You won't be able to retrieve this buyer");
  await screenshotBoth(page, 'admin-delete-buyer-confirm');
  await modal(page).getByRole('button', { name: 'Yes, delete' }).click();
  await acknowledgeModal(page, 'Thank You!', 'Buyer DELETED successfully!');
  await expect(row).toHaveCount(0);

  await asSomeoneElse(browser, baseURL!, async (theirs) => {
    await theirs.goto('/login');
    await submitLoginForm(theirs, buyer);
    await expect(theirs.getByRole('status').filter({ hasText: /disabled/i })).toBeVisible();
    await expect(signedInButton(theirs)).toHaveCount(0);
  });
});

for (const account of [ACCOUNTS.buyer, ACCOUNTS.seller]) {
  test(`a ${account.role} opening the admin routes lands on the not-found page`, async ({ page }) => {
    await loginThroughUi(page, account);
    for (const path of ['/dashboard/all_sellers', '/dashboard/all_buyers', '/dashboard/all_reports']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: "Sorry, we couldn't find this page." })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    }
  });
}
