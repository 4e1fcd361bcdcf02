// Saves what a person would see at desktop and phone size: e2e/screenshots/<name>-1280x800.png
// and <name>-390x844.png. The page is put back to its own size afterwards.
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

export const SCREENSHOT_DIR = join(__dirname, '..', 'screenshots');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** `scrollTo`: a part of the page to bring into view at each size (e.g. the footer). */
export async function screenshotBoth(page: Page, name: string, options: { scrollTo?: Locator } = {}): Promise<void> {
  const original = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // Let layout, fonts and images settle at the new width.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.evaluate(() => document.fonts.ready);
    if (options.scrollTo) await options.scrollTo.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${size.width}x${size.height}.png`) });
  }
  if (original) await page.setViewportSize(original);
}
