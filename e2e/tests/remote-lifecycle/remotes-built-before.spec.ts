// Remotes are released on their own, so the shell must host storefront builds made before it
// changed: one from before styled-components came back (its styling on shared-ui's goober
// facade, which is gone) and one from before that facade (its own styled-components, which it
// imports itself). Each is built from its commit, served in place of the current storefront,
// and must render `/` and a buyer's category page styled with the app theme, with no error.
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../../support/accounts';
import { loginThroughUi } from '../../support/auth';
import { expect, test } from '../../support/fixtures';
import { buildRemoteAtCommit, type OldBuild } from '../../support/release/build-at-commit';
import { startServer } from '../../support/remote-control';

const OLD_BUILDS = [
  { label: 'built on its own styled-components', commit: '57b1e584cf676afd1f1997ef8d9b8ce1d85d4fce' },
  { label: 'built on the goober facade', commit: 'd4e060f25f33c2c29c82bab9859a5f7fd5cb280f' },
];
/** theme.colors.surface and theme.colors.text as computed styles. */
const SURFACE = 'rgb(255, 255, 255)';
const TEXT = 'rgb(15, 23, 42)';

const look = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { radius: style.borderRadius, color: style.color };
  });

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.afterAll(() => startServer('storefront')); // back to the current build

for (const { label, commit } of OLD_BUILDS) {
  test(`a storefront ${label} renders under this shell, themed`, async ({ page }) => {
    test.setTimeout(900_000); // a production webpack build on 2 shared cores
    let build: OldBuild | undefined;
    try {
      build = buildRemoteAtCommit('storefront', commit);
      await startServer('storefront', build.dist);
      const errors = collectErrors(page);

      await loginThroughUi(page, ACCOUNTS.buyer); // the category page is the buyers'
      await page.goto('/');
      const storefront = page.locator('[data-remote="storefront"]');
      await expect(storefront.getByRole('heading', { level: 1 })).toBeVisible();
      const categories = storefront.getByRole('region', { name: 'Shop by category' });
      expect((await look(categories.getByRole('heading', { name: 'Shop by category' }))).color).toBe(TEXT);
      const tesla = categories.getByRole('link', { name: 'TESLA' });
      await expect(tesla).toHaveAttribute('href', '/category/1');
      // The tile around the link is an extension of shared-ui's Card: the card's own rules apply.
      await expect(tesla.locator('xpath=..')).toHaveCSS('background-color', SURFACE);
      expect((await look(tesla.locator('xpath=..'))).radius).not.toBe('0px');

      await tesla.click();
      await page.waitForURL('**/category/1');
      const firstCar = storefront.getByRole('article').first();
      await expect(firstCar).toBeVisible();
      await expect(firstCar).toHaveCSS('background-color', SURFACE); // shared-ui's Card, extended
      expect(errors).toEqual([]);
    } finally {
      build?.remove();
    }
  });
}
