import { PASSWORD_MIN_LENGTH } from './password-rule';

// Readable messages for the identity provider's error codes (docs/product.md §8); anything unknown
// falls back to the provider's own message so nothing is swallowed.
const MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'An account with this e-mail already exists. Log in instead.',
  'auth/wrong-password': 'Wrong password. Try again.',
  'auth/invalid-credential': 'Wrong e-mail or password.',
  'auth/invalid-login-credentials': 'Wrong e-mail or password.',
  'auth/invalid-email': 'That e-mail address is not valid.',
  'auth/missing-email': 'Enter your e-mail address.',
  'auth/missing-password': 'Enter your password.',
  'auth/weak-password': `The password is too weak: use at least ${PASSWORD_MIN_LENGTH} characters.`,
  'auth/user-not-found': 'No account uses this e-mail. Register first.',
  'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/network-request-failed': 'Network error: could not reach the sign-in service.',
  'auth/popup-blocked': 'The sign-in popup was blocked. Allow popups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in popup was closed before signing in.',
  'auth/cancelled-popup-request': 'Another sign-in popup is already open.',
  'auth/requires-recent-login': 'Please log in again to do this.',
  'auth/unauthorized-domain': 'Sign-in is not allowed from this domain.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled.',
  'auth/account-exists-with-different-credential': 'This e-mail is registered with another sign-in method.',
  'auth/internal-error': 'The sign-in service had a problem. Try again.',
};

/** A message a person can act on, for any error thrown by the identity provider (or anything else). */
export function authErrorMessage(err: unknown): string {
  const code = typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : '';
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (err instanceof Error && err.message) return err.message.replace(/^Firebase: /, '');
  return 'Sign-in failed. Try again.';
}
