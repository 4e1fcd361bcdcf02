import { UnauthorizedException } from '@nestjs/common';

const REFUSALS: Record<string, string> = {
  'auth/id-token-revoked': 'This sign-in was revoked: sign in again',
  'auth/session-cookie-revoked': 'This sign-in was revoked: sign in again',
  'auth/user-disabled': 'This account is disabled',
  'auth/id-token-expired': 'The token has expired: sign in again',
  'auth/session-cookie-expired': 'The session has expired: sign in again',
};

/**
 * What firebase-admin's refusal of an ID token or a session cookie means for the caller: a 401
 * that says why. Anything the provider itself failed at (network, internal) is not the client's
 * fault and is thrown on as it is.
 */
export function refusedCredential(error: unknown, what: 'token' | 'session'): never {
  const code = (error as { code?: string }).code ?? '';
  const refusal = REFUSALS[code];
  if (refusal) throw new UnauthorizedException(refusal);
  if (code.startsWith('auth/') && code !== 'auth/internal-error') {
    throw new UnauthorizedException(what === 'token' ? 'Invalid token' : 'Invalid session: sign in again');
  }
  throw error;
}
