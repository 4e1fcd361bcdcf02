// A page the server drew is inert until the app has taken it over (hydration): typing into it
// before then goes nowhere, as it would for a person. Tests that type on such a page wait first.
import { expect, type Page } from '@playwright/test';

/** Opens `path` and waits until the app answers input on it. */
export async function gotoTakenOver(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout: 20_000 });
}
