// Signing in the way a person does: the /login form of the shell. Also used by the shell bench,
// so it waits with locators only (no test-runner assertions).
import type { Page } from '@playwright/test';
import { PASSWORD, type SeededAccount } from './accounts';

const SIGNED_IN_TIMEOUT_MS = 30_000;

/** Fills and submits the /login form that is on screen. */
export async function submitLoginForm(page: Page, account: Pick<SeededAccount, 'email'>): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Opens /login, signs in, and waits until the nav shows the signed-in state and the login page
 * has sent the visitor on (so a following click cannot race that navigation).
 */
export async function loginThroughUi(page: Page, account: Pick<SeededAccount, 'email'>): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, account);
  await signedInButton(page).waitFor({ timeout: SIGNED_IN_TIMEOUT_MS });
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: SIGNED_IN_TIMEOUT_MS });
}

/** The LogOut button: present exactly when someone is signed in. */
export function signedInButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'LogOut' });
}
