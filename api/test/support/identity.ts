// Real Firebase ID tokens from the Auth emulator, through its REST API (any apiKey works there).
import { randomUUID } from 'node:crypto';
import { ENV_AUTH_HOST } from './env';

const PASSWORD = 'test-pass-1';

function endpoint(method: 'signUp' | 'signInWithPassword'): string {
  const host = process.env[ENV_AUTH_HOST];
  if (!host)
    throw new Error(`${ENV_AUTH_HOST} is not set: run the api tests through jest (globalSetup starts the emulator)`);
  return `http://${host}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test-api-key`;
}

async function call(
  method: 'signUp' | 'signInWithPassword',
  body: object,
): Promise<{ idToken: string; localId: string }> {
  const response = await fetch(endpoint(method), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const json = (await response.json()) as { idToken: string; localId: string; error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${method} failed: ${json.error?.message ?? response.status}`);
  return json;
}

export interface SignedIn {
  uid: string;
  email: string;
  token: string;
}

/** A unique address per call, so test files never collide in the shared emulator. */
export function uniqueEmail(label: string): string {
  return `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}@test.carmarket.test`;
}

/** Creates a sign-in account and returns a fresh ID token for it. */
export async function signUp(email = uniqueEmail('user'), displayName?: string): Promise<SignedIn> {
  const { idToken, localId } = await call('signUp', { email, password: PASSWORD, ...(displayName && { displayName }) });
  return { uid: localId, email, token: idToken };
}

export async function signIn(email: string, password = PASSWORD): Promise<string> {
  return (await call('signInWithPassword', { email, password })).idToken;
}
