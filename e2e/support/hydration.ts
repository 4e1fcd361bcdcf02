// A page the server drew is inert until the app has taken it over (hydration): typing into it
// before then goes nowhere, as it would for a person. What the tests of server-drawn pages share.
import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/** Console errors and warnings of a page (React reports hydration and render problems there). */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Keeps the elements the server drew (the page's heading and the nav's header) as the document
 * finished parsing, before any of the app's code ran: hydration keeps them, a client render (or
 * React recovering from a mismatch) would replace them.
 */
export async function keepServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const drawn = { h1: document.querySelector('h1'), header: document.querySelector('header') };
      (window as unknown as { __serverDrawn: typeof drawn }).__serverDrawn = drawn;
    });
  });
}

/** Waits until the app answers input on the page (within `timeout`, else the test's expect timeout). */
export async function expectTakenOver(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert', { timeout });
}

/** Opens `path` and waits until the app answers input on it. */
export async function gotoTakenOver(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectTakenOver(page, 20_000);
}
