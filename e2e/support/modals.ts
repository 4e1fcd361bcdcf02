// The success and error modals of docs/product.md §8, handled as a person does: read, then closed with OK.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The modal on screen (one at a time; sweetalert2 replaces a confirm with its outcome). */
export const modal = (page: Page) => page.getByRole('dialog');

/** Checks the modal titled `title` shows `message` (when given), then closes it with OK. */
export async function acknowledgeModal(page: Page, title: string, message?: string): Promise<void> {
  const shown = page.getByRole('dialog', { name: title });
  await expect(shown).toBeVisible();
  if (message) await expect(shown).toContainText(message);
  await shown.getByRole('button', { name: 'OK' }).click();
  await expect(shown).toBeHidden();
}
