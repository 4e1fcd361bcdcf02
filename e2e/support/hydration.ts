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

/**
 * The heading and header kept by keepServerElements are still the page's (hydrated, not drawn
 * anew); their classes, as the server drew them.
 */
export async function expectServerElementsKept(page: Page): Promise<{ h1Class: string; headerClass: string }> {
  const kept = await page.evaluate(() => {
    const drawn = (window as unknown as { __serverDrawn?: { h1: Element | null; header: Element | null } })
      .__serverDrawn;
    return {
      server: Boolean(drawn?.h1 && drawn.header),
      h1: drawn?.h1 === document.querySelector('h1'),
      header: drawn?.header === document.querySelector('header'),
      h1Class: document.querySelector('h1')?.className ?? '',
      headerClass: document.querySelector('header')?.className ?? '',
    };
  });
  expect(kept).toMatchObject({ server: true, h1: true, header: true });
  return { h1Class: kept.h1Class, headerClass: kept.headerClass };
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
