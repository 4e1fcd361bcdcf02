/** @jest-environment ./test/jsdom-with-fetch.js */
// The identity provider on the real Firebase SDK against the Auth emulator. A visitor with no
// stored session is signed out without downloading Firebase; a sign-in stores the session under
// the key stored-session.ts looks for, so the next page shows it at once and restores it once its
// first screen is shown; a sign-in or sign-out in another tab reaches a page that has not loaded
// Firebase.
import { startAuthEmulator, type AuthEmulator } from '@carmarket/stack/test-services';
import { lazyIdentity, type IdentityProvider } from '../auth/firebase';
import type { AuthUser } from '../auth/identity';
import { firebaseStoredSession } from '../auth/stored-session';
import type { RuntimeConfig } from '../contract';

const EMULATOR_START_MS = 200_000;
const PASSWORD = 'identity-pass-1';

let emulator: AuthEmulator;
let firebase: RuntimeConfig['firebase'];
const stored = firebaseStoredSession(() => firebase.apiKey);

beforeAll(async () => {
  emulator = await startAuthEmulator({ projectId: 'demo-shared-ui-identity' });
  firebase = {
    apiKey: 'identity-test-key',
    authDomain: 'localhost',
    projectId: 'demo-shared-ui-identity',
    authEmulatorUrl: `http://${emulator.host}`,
  };
}, EMULATOR_START_MS);
afterAll(() => emulator?.stop());
beforeEach(() => localStorage.clear());

interface Page {
  identity: IdentityProvider;
  /** What onChange reported, in order. */
  reports: (AuthUser | null)[];
  /** How many times this page downloaded (here: required) the Firebase SDK. */
  sdkLoads(): number;
  /** The page's first screen is shown: what waited for it (the SDK confirming a stored session) starts. */
  firstScreenShown(): void;
}

/** A new page load: its own module instances, hence its own Firebase app and Auth. `sdkArrives`
 *  holds the SDK's download back until it resolves. */
function openPage(sdkArrives: Promise<void> = Promise.resolve()): Page {
  let loads = 0;
  const afterFirstScreen: (() => void)[] = [];
  const identity = lazyIdentity(
    async () => {
      loads++;
      await sdkArrives;
      let sdk!: typeof import('../auth/firebase-sdk');
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules is synchronous: only require loads inside it
        sdk = require('../auth/firebase-sdk');
      });
      return sdk.createFirebaseIdentity(firebase);
    },
    stored,
    (confirm) => afterFirstScreen.push(confirm),
  );
  const reports: (AuthUser | null)[] = [];
  identity.onChange((user) => reports.push(user));
  return {
    identity,
    reports,
    sdkLoads: () => loads,
    firstScreenShown: () => afterFirstScreen.splice(0).forEach((run) => run()),
  };
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const lastEmail = (page: Page) => page.reports.at(-1)?.email;

it('reports a visitor without a stored session as signed out, without loading Firebase', async () => {
  const page = openPage();
  expect(page.reports).toEqual([null]);
  expect(await page.identity.idToken()).toBeNull();
  await page.identity.signOut();
  expect(page.sdkLoads()).toBe(0);
});

it('stores a sign-in where the next page finds it, restores it there, and forgets it on sign-out', async () => {
  const email = `restore.${Date.now()}@example.com`;
  const first = openPage();
  const user = await first.identity.signUp('Rita Restore', email, PASSWORD);
  expect(user).toMatchObject({ email, displayName: 'Rita Restore' });
  expect(first.sdkLoads()).toBe(1);
  expect(localStorage.getItem(`firebase:authUser:${firebase.apiKey}:[DEFAULT]`)).not.toBeNull();
  expect(stored.exists()).toBe(true);

  const next = openPage();
  expect(next.reports).toEqual([user]); // the stored person, shown at once (decision 0029)
  expect(next.sdkLoads()).toBe(0); // the SDK waits for the first screen (decision 0032)
  next.firstScreenShown();
  expect(next.sdkLoads()).toBe(1); // then loads to restore the session
  await until(() => lastEmail(next) === email, 'the restored user');
  expect((await next.identity.idToken())?.split('.')).toHaveLength(3);

  await next.identity.signOut();
  expect(stored.exists()).toBe(false);
  const after = openPage();
  expect(after.reports).toEqual([null]);
  expect(after.sdkLoads()).toBe(0);
});

it('shows a sign-in made in another tab on a page that had not loaded Firebase', async () => {
  const email = `other.tab.${Date.now()}@example.com`;
  const here = openPage();
  expect(here.reports).toEqual([null]);

  const otherTab = openPage();
  await otherTab.identity.signUp('Otto Tab', email, PASSWORD);
  // What the browser tells this tab when the other one writes the session.
  const key = `firebase:authUser:${firebase.apiKey}:[DEFAULT]`;
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }));

  await until(() => lastEmail(here) === email, 'the other tab’s user');
  expect(here.sdkLoads()).toBe(1);
});

describe('the first moments of a page with a stored session', () => {
  const key = () => `firebase:authUser:${firebase.apiKey}:[DEFAULT]`;
  const storedToken = () =>
    (JSON.parse(localStorage.getItem(key())!) as { stsTokenManager: { accessToken: string } }).stsTokenManager
      .accessToken;
  /** What idToken() answered within `ms`, or 'still waiting'. */
  const within = (ms: number, token: Promise<string | null>) =>
    Promise.race([token, new Promise<string>((r) => setTimeout(() => r('still waiting'), ms))]);

  it('show the stored person and carry the stored token before the SDK has arrived; the SDK then confirms both', async () => {
    const email = `early.token.${Date.now()}@example.com`;
    const user = await openPage().identity.signUp('Erin Early', email, PASSWORD);
    const token = storedToken();

    let arrive!: () => void;
    const next = openPage(new Promise((r) => (arrive = r)));
    expect(next.reports).toEqual([user]);
    expect(await within(1_000, next.identity.idToken())).toBe(token);

    next.firstScreenShown();
    arrive();
    await until(() => lastEmail(next) === email, 'the restored user');
    expect(await next.identity.idToken()).toBe(token); // Firebase's own answer: the same token
  });

  it('wait for the SDK (person and token) when the stored token expires within a minute', async () => {
    await openPage().identity.signUp('Nina Near', `near.expiry.${Date.now()}@example.com`, PASSWORD);
    const session = JSON.parse(localStorage.getItem(key())!) as { stsTokenManager: { expirationTime: number } };
    session.stsTokenManager.expirationTime = Date.now() + 30_000;
    localStorage.setItem(key(), JSON.stringify(session));

    let arrive!: () => void;
    const next = openPage(new Promise((r) => (arrive = r)));
    const token = next.identity.idToken();
    expect(await within(1_000, token)).toBe('still waiting');
    expect(next.reports).toEqual([]);
    arrive();
    expect((await token)?.split('.')).toHaveLength(3);
  });
});

describe('a page that shows a stored session before the SDK has loaded', () => {
  const key = () => `firebase:authUser:${firebase.apiKey}:[DEFAULT]`;

  it('learns of a sign-out in another tab at once: the SDK loads and reports nobody', async () => {
    await openPage().identity.signUp('Sam Elsewhere', `signout.elsewhere.${Date.now()}@example.com`, PASSWORD);
    const here = openPage();
    expect(here.reports.at(-1)).not.toBeNull();
    expect(here.sdkLoads()).toBe(0);

    const oldValue = localStorage.getItem(key());
    const otherTab = openPage();
    otherTab.firstScreenShown();
    await otherTab.identity.signOut();
    expect(localStorage.getItem(key())).toBeNull();
    // What the browser tells this tab when the other one removes the session.
    window.dispatchEvent(new StorageEvent('storage', { key: key(), oldValue, newValue: null }));

    await until(() => here.reports.at(-1) === null, 'the sign-out');
    expect(here.sdkLoads()).toBe(1);
  });

  it('signs out at once, without waiting for the first screen', async () => {
    await openPage().identity.signUp('Olga Out', `signout.here.${Date.now()}@example.com`, PASSWORD);
    const here = openPage();
    await here.identity.signOut();
    expect(here.sdkLoads()).toBe(1);
    expect(localStorage.getItem(key())).toBeNull();
  });
});

describe('account actions', () => {
  /** The reset code the emulator made for `email` (what the reset e-mail's link carries). */
  async function resetCodeFor(email: string): Promise<string> {
    const base = `http://${emulator.host}`;
    const sent = await fetch(`${base}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=any`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ requestType: 'PASSWORD_RESET', email }),
    });
    expect(sent.status).toBe(200);
    const codes = (await (await fetch(`${base}/emulator/v1/projects/${firebase.projectId}/oobCodes`)).json()) as {
      oobCodes: { email: string; oobCode: string; requestType: string }[];
    };
    return codes.oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1)!.oobCode;
  }

  /** The links of the verification e-mails the emulator "sent" to `email`, oldest first. */
  async function verificationLinks(email: string): Promise<string[]> {
    const url = `http://${emulator.host}/emulator/v1/projects/${firebase.projectId}/oobCodes`;
    const { oobCodes } = (await (await fetch(url)).json()) as {
      oobCodes: { email: string; oobLink: string; requestType: string }[];
    };
    return oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').map((c) => c.oobLink);
  }

  it('sign-up sends the verification e-mail; once its link is followed, the reloaded person is verified', async () => {
    const email = `verify.${Date.now()}@example.com`;
    const page = openPage();
    expect((await page.identity.signUp('Vi Verify', email, PASSWORD)).emailVerified).toBe(false);
    expect(await verificationLinks(email)).toHaveLength(1);
    const account = await page.identity.account();
    expect((await account.reloadUser()).emailVerified).toBe(false);

    await account.sendVerificationEmail();
    const links = await verificationLinks(email);
    expect(links).toHaveLength(2);
    expect((await fetch(links[1])).status).toBe(200); // what opening the e-mail's link does
    expect((await account.reloadUser()).emailVerified).toBe(true);
    const token = (await page.identity.idToken())!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { email_verified: boolean };
    expect(claims.email_verified).toBe(true); // the API reads it from a fresh token
  });

  it('a reset code names its address, sets the new password once, and is refused after', async () => {
    const email = `reset.${Date.now()}@example.com`;
    await openPage().identity.signUp('Rae Reset', email, PASSWORD);
    const code = await resetCodeFor(email);

    const signedOut = openPage();
    const account = await signedOut.identity.account();
    expect(await account.checkResetCode(code)).toBe(email);
    await account.confirmReset(code, 'reset-pass-2');
    await expect(account.checkResetCode(code)).rejects.toMatchObject({ code: 'auth/invalid-action-code' });
    await expect(openPage().identity.signIn(email, PASSWORD)).rejects.toBeDefined();
    expect((await openPage().identity.signIn(email, 'reset-pass-2')).email).toBe(email);
  });

  it('changes the password only with the current one, and confirms identity with the password', async () => {
    const email = `change.${Date.now()}@example.com`;
    const page = openPage();
    await page.identity.signUp('Cy Change', email, PASSWORD);
    const account = await page.identity.account();
    expect(account.signInMethods()).toEqual(['password']);

    await expect(account.changePassword('not-it', 'changed-pass-2')).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(wrong-password|invalid-credential|invalid-login-credentials)$/),
    });
    await account.changePassword(PASSWORD, 'changed-pass-2');
    await expect(account.confirmIdentity(PASSWORD)).rejects.toBeDefined();
    await account.confirmIdentity('changed-pass-2');
    expect((await openPage().identity.signIn(email, 'changed-pass-2')).email).toBe(email);
  });
});
