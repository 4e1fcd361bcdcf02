import { authErrorMessage } from '../auth/auth-errors';

const providerError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

it.each([
  ['auth/email-already-in-use', /already exists/],
  ['auth/wrong-password', /wrong password/i],
  ['auth/invalid-credential', /wrong e-mail or password/i],
  ['auth/invalid-email', /not valid/],
  ['auth/user-not-found', /no account/i],
  ['auth/too-many-requests', /too many attempts/i],
  ['auth/user-disabled', /disabled/],
  ['auth/network-request-failed', /network/i],
  ['auth/popup-blocked', /popup was blocked/],
  ['auth/popup-closed-by-user', /popup was closed/],
])('%s reads as a sentence a person can act on', (code, expected) => {
  const message = authErrorMessage(providerError(code));
  expect(message).toMatch(expected);
  expect(message).not.toMatch(/auth\/|Firebase/);
});

it("falls back to the provider's message without its 'Firebase:' prefix for unknown codes", () => {
  expect(authErrorMessage(providerError('auth/brand-new', 'Firebase: Something new happened.'))).toBe(
    'Something new happened.',
  );
});
