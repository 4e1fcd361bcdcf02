// Arranging through the API (what a test is not about): accounts from the Auth emulator's REST API
// and calls to the API with their tokens.
import type { StackInfo } from './stack-handle';

/** Signs in with the Auth emulator's REST API (any API key works there); returns the ID token. */
export async function emulatorToken(
  stack: StackInfo,
  action: 'signUp' | 'signInWithPassword',
  body: Record<string, string>,
): Promise<string> {
  const res = await fetch(`${stack.urls.authEmulator}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=e2e`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`Auth emulator ${action}: HTTP ${res.status} ${await res.text()}`);
  const { idToken, localId } = (await res.json()) as { idToken: string; localId: string };
  // The people arranged here have verified their address (CarMarket e-mails only verified ones),
  // as the project's admin marks it (the emulator takes "owner" as that credential).
  if (action === 'signUp') {
    const project = process.env.FIREBASE_PROJECT_ID || 'demo-carmarket';
    const verified = await fetch(
      `${stack.urls.authEmulator}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify({ localId, emailVerified: true }),
      },
    );
    if (!verified.ok)
      throw new Error(`Auth emulator accounts:update: HTTP ${verified.status} ${await verified.text()}`);
  }
  return idToken;
}

/** One API call with `token`; a non-2xx answer fails the arrangement with its body. */
export async function callApi<T>(
  stack: StackInfo,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${stack.urls.api}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
