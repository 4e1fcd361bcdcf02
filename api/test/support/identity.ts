// Real Firebase ID tokens from the Auth emulator, through its REST API (any apiKey works there).
import { randomUUID } from 'node:crypto';
import { ENV_AUTH_HOST, ENV_PROJECT_ID } from './env';

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

function emulatorUrl(path: string): string {
  return `http://${process.env[ENV_AUTH_HOST]}${path}`;
}

async function post(url: string, body: object, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Marks the account's address verified, as the project's admin can (the emulator takes "owner" as its credential). */
export async function markEmailVerified(uid: string): Promise<void> {
  const project = process.env[ENV_PROJECT_ID];
  await post(
    emulatorUrl(`/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`),
    { localId: uid, emailVerified: true },
    { Authorization: 'Bearer owner' },
  );
}

/**
 * Verifies the address the way its owner does: Firebase's verification e-mail is asked for with
 * the account's ID token, and its one-time code, read from the emulator (which sends no mail), is applied.
 */
export async function verifyEmailByLink(account: SignedIn): Promise<void> {
  await post(emulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=test-api-key'), {
    requestType: 'VERIFY_EMAIL',
    idToken: account.token,
  });
  const project = process.env[ENV_PROJECT_ID];
  const { oobCodes } = (await (await fetch(emulatorUrl(`/emulator/v1/projects/${project}/oobCodes`))).json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = oobCodes.filter((c) => c.email === account.email && c.requestType === 'VERIFY_EMAIL').pop();
  if (!code) throw new Error(`no verification code for ${account.email}`);
  await post(emulatorUrl('/identitytoolkit.googleapis.com/v1/accounts:update?key=test-api-key'), {
    oobCode: code.oobCode,
  });
}
