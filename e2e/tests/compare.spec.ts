// Comparing cars end to end: a buyer picks cars with Compare on their cards (a fifth is refused
// with a message), manages them in the tray, opens the shareable /compare page, narrows it to the
// differences, and sees a car the seller has since removed shown as gone. A signed-out visitor
// opens the same link; a link with too many or malformed ids says so.
import { loginThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';
import { carBody, postListing, registerAccount, uniqueTag } from './seller-admin-support';

test('a buyer compares up to four cars side by side, differences only, and a removed car shows as gone', async ({
  page,
  browser,
  stack,
}) => {
  test.slow(); // five cars, two people, screenshots at two sizes
  const tag = uniqueTag();
  const seller = await registerAccount(stack, 'Seller');
  const cars = [];
  for (const [i, fields] of [
    { sale_price: 14, used: 3, condition: 'good' as const },
    { sale_price: 19.5, used: 2, condition: 'excellent' as const },
    { sale_price: 16, used: 5, condition: 'fair' as const },
    { sale_price: 22, used: 1, condition: 'excellent' as const },
    { sale_price: 12, used: 7, condition: 'fair' as const },
  ].entries())
    cars.push(await postListing(stack, seller, carBody({ name: `Compare ${tag} ${i + 1}`, ...fields })));

  await loginThroughUi(page, await registerAccount(stack, 'Buyer'));
  await page.goto(`/category/3?q=${encodeURIComponent(`Compare ${tag}`)}&sort=price_asc`);
  await expect(page.getByRole('status')).toHaveText('5 cars');

  // Four picked from their cards; the tray follows.
  const tray = page.getByRole('complementary', { name: 'Compare tray' });
  for (const car of cars.slice(0, 4))
    await page
      .getByRole('article', { name: car.name })
      .getByRole('button', { name: `Compare Toyota ${car.name}` })
      .click();
  await expect(tray).toContainText('Compare 4 of 4');
  await expect(tray.getByRole('listitem')).toHaveCount(4);

  // A fifth is refused with a clear message; the tray keeps four.
  const fifth = page
    .getByRole('article', { name: cars[4].name })
    .getByRole('button', { name: `Compare Toyota ${cars[4].name}` });
  await fifth.click();
  await expect(page.getByText('You can compare up to 4 cars. Remove one from the compare tray first.')).toBeVisible();
  await expect(fifth).toHaveAttribute('aria-pressed', 'false');
  await expect(tray.getByRole('listitem')).toHaveCount(4);

  // Removed from the tray, then the fifth fits.
  await tray.getByRole('button', { name: `Remove Toyota ${cars[0].name} from compare` }).click();
  await expect(tray).toContainText('Compare 3 of 4');
  await fifth.click();
  await expect(fifth).toHaveAttribute('aria-pressed', 'true');
  const picked = [cars[1], cars[2], cars[3], cars[4]];

  // The tray survives moving to a car's page, whose own toggle shows it picked.
  await page
    .getByRole('article', { name: cars[1].name })
    .getByRole('link', { name: cars[1].name, exact: true })
    .click();
  await expect(page.getByRole('button', { name: `Compare Toyota ${cars[1].name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await tray.getByRole('link', { name: 'Compare now' }).click();
  await expect(page).toHaveURL(`/compare?ids=${picked.map((c) => c._id).join(',')}`);
  await expect(page).toHaveTitle('Compare cars | CarMarket');

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /^Price \(differs\)/ })).toContainText('19.5 k$');
  await expect(table.getByRole('row', { name: /^Monthly estimate/ })).toContainText('about $');
  await expect(table.getByRole('row', { name: /^Location/ })).toHaveAttribute('data-differs', 'false');
  await page.getByRole('switch', { name: 'Differences only' }).check();
  await expect(table.getByRole('row', { name: /^Location/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /^Condition/ })).toHaveAttribute('data-differs', 'true');
  await screenshotBoth(page, 'compare-differences-only');
  // On a phone the columns scroll sideways under a first column that stays put.
  await page.setViewportSize({ width: 390, height: 844 });
  const scroller = page.getByRole('region', { name: 'Cars side by side' });
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await scroller.evaluate((el) => el.scrollBy({ left: 300 }));
  const firstCell = table.getByRole('rowheader', { name: /^Price/ });
  const box = await firstCell.boundingBox();
  const scrollerBox = await scroller.boundingBox();
  expect(Math.abs(box!.x - scrollerBox!.x)).toBeLessThan(3);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The seller removes one: the shared link still opens, that car shown as gone, for a visitor too.
  const res = await fetch(`${stack.urls.api}/product_delete/${cars[2]._id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${seller.idToken}` },
  });
  expect(res.status).toBeLessThan(300);
  const visitor = await browser.newPage();
  await visitor.goto(`/compare?ids=${picked.map((c) => c._id).join(',')}`);
  const headers = visitor.getByRole('table').getByRole('columnheader');
  await expect(headers).toHaveCount(4);
  await expect(headers.nth(1)).toContainText('This car is no longer listed.');
  await expect(headers.nth(0)).toContainText(cars[1].name);
  await screenshotBoth(visitor, 'compare-with-gone-car');

  // Links it cannot show say why.
  await visitor.goto(`/compare?ids=${[...picked, cars[0]].map((c) => c._id).join(',')}`);
  await expect(visitor.getByText('You can compare up to 4 cars at a time; this link has 5.')).toBeVisible();
  await visitor.goto(`/compare?ids=${cars[0]._id},not-a-car`);
  await expect(visitor.getByText("It names an id that is not a car's: not-a-car.")).toBeVisible();
  await visitor.close();
});

test('the compare toggle on a listing page fills the tray, for a visitor too', async ({ page, stack }) => {
  const seller = await registerAccount(stack, 'Seller');
  const car = await postListing(stack, seller, carBody({ name: `Listing compare ${uniqueTag()}` }));
  await page.goto(`/listing/${car._id}`);
  await page.getByRole('button', { name: `Compare Toyota ${car.name}` }).click();
  const tray = page.getByRole('complementary', { name: 'Compare tray' });
  await expect(tray).toContainText('Compare 1 of 4');
  await expect(tray).toContainText(car.name);
  await tray.getByRole('link', { name: 'Compare now' }).click();
  await expect(page).toHaveURL(`/compare?ids=${car._id}`);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(1);
});
