/** @jest-environment ./test/jsdom-with-fetch.js */
// The identity provider on the real Firebase SDK against the Auth emulator. A visitor nobody is
// known for is signed out without downloading Firebase; a sign-in is written down in the app's own
// hint, so the next page shows the person at once and restores them once its first screen is shown;
// a page the server drew shows whom it was drawn for; a sign-in or sign-out in another tab reaches a
// page that has not loaded Firebase. Firebase's own stored session is never read.
import { startAuthEmulator, type AuthEmulator } from '@carmarket/stack/test-services';
import { lazyIdentity, type IdentityProvider } from '../auth/firebase';
import type { AuthUser } from '../auth/identity';
import { browserSignInHint } from '../auth/signed-in-hint';
import type { RuntimeConfig } from '../contract';
import type { ServerViewer } from '../server-contract';

const EMULATOR_START_MS = 200_000;
const PASSWORD = 'identity-pass-1';
const HINT_KEY = 'carmarket:signed-in';

let emulator: AuthEmulator;
let firebase: RuntimeConfig['firebase'];
const hint = browserSignInHint();

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
  /** The page's first screen is shown: what waited for it (the SDK confirming a known person) starts. */
  firstScreenShown(): void;
}

interface PageOptions {
  /** Holds the SDK's download back until it resolves. */
  sdkArrives?: Promise<void>;
  /** Whom the server drew the page for (undefined: the browser drew it). */
  drawnFor?: ServerViewer | null;
}

/** A new page load: its own module instances, hence its own Firebase app and Auth. */
function openPage({ sdkArrives = Promise.resolve(), drawnFor }: PageOptions = {}): Page {
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
    hint,
    (confirm) => afterFirstScreen.push(confirm),
    () => drawnFor,
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
/** What idToken() answered within `ms`, or 'still waiting'. */
const within = (ms: number, token: Promise<string | null>) =>
  Promise.race([token, new Promise<string>((r) => setTimeout(() => r('still waiting'), ms))]);
/** What the browser tells other tabs when one writes or removes the hint. */
const hintChangedElsewhere = (oldValue: string | null) =>
  window.dispatchEvent(
    new StorageEvent('storage', { key: HINT_KEY, oldValue, newValue: localStorage.getItem(HINT_KEY) }),
  );

it('reports a visitor nobody is known for as signed out, without loading Firebase', async () => {
  const page = openPage();
  expect(page.reports).toEqual([null]);
  expect(await page.identity.idToken()).toBeNull();
  await page.identity.signOut();
  expect(page.sdkLoads()).toBe(0);
});

it('writes a sign-in down where the next page finds it, restores it there, and forgets it on sign-out', async () => {
  const email = `restore.${Date.now()}@example.com`;
  const first = openPage();
  const user = await first.identity.signUp('Rita Restore', email, PASSWORD);
  expect(user).toMatchObject({ email, displayName: 'Rita Restore' });
  expect(first.sdkLoads()).toBe(1);
  expect(hint.user()).toEqual(user);
  expect(localStorage.getItem(HINT_KEY)).not.toContain('ey'); // no token: only Firebase keeps those

  const next = openPage();
  expect(next.reports).toEqual([user]); // the known person, shown at once
  expect(next.sdkLoads()).toBe(0); // the SDK waits for the first screen (decision 0032)
  next.firstScreenShown();
  expect(next.sdkLoads()).toBe(1); // then loads to restore the session
  await until(() => lastEmail(next) === email, 'the restored user');
  expect((await next.identity.idToken())?.split('.')).toHaveLength(3);

  await next.identity.signOut();
  expect(hint.user()).toBeNull();
  const after = openPage();
  expect(after.reports).toEqual([null]);
  expect(after.sdkLoads()).toBe(0);
});

it('a token asked for before the first screen loads the SDK at once and waits for its answer', async () => {
  const email = `early.token.${Date.now()}@example.com`;
  const user = await openPage().identity.signUp('Erin Early', email, PASSWORD);

  let arrive!: () => void;
  const next = openPage({ sdkArrives: new Promise((r) => (arrive = r)) });
  expect(next.reports).toEqual([user]);
  const token = next.identity.idToken();
  expect(await within(300, token)).toBe('still waiting');
  expect(next.sdkLoads()).toBe(1); // without waiting for the first screen
  arrive();
  expect((await token)?.split('.')).toHaveLength(3);
  await until(() => lastEmail(next) === email, 'the restored user');
});

it("never reads Firebase's own stored session: without the app's hint the visitor is signed out until they sign in", async () => {
  await openPage().identity.signUp('Hal Hintless', `hintless.${Date.now()}@example.com`, PASSWORD);
  localStorage.removeItem(HINT_KEY);
  expect(localStorage.length).toBeGreaterThan(0); // Firebase's session is still there
  const next = openPage();
  expect(next.reports).toEqual([null]);
  expect(next.sdkLoads()).toBe(0);
});

it('shows a sign-in made in another tab on a page that had not loaded Firebase', async () => {
  const email = `other.tab.${Date.now()}@example.com`;
  const here = openPage();
  expect(here.reports).toEqual([null]);

  const otherTab = openPage();
  await otherTab.identity.signUp('Otto Tab', email, PASSWORD);
  hintChangedElsewhere(null);

  await until(() => lastEmail(here) === email, 'the other tab’s user');
  expect(here.sdkLoads()).toBe(1);
});

describe('a page that shows a known person before the SDK has loaded', () => {
  it('learns of a sign-out in another tab at once: the SDK loads and reports nobody', async () => {
    await openPage().identity.signUp('Sam Elsewhere', `signout.elsewhere.${Date.now()}@example.com`, PASSWORD);
    const here = openPage();
    expect(here.reports.at(-1)).not.toBeNull();
    expect(here.sdkLoads()).toBe(0);

    const oldValue = localStorage.getItem(HINT_KEY);
    const otherTab = openPage();
    otherTab.firstScreenShown();
    await otherTab.identity.signOut();
    expect(hint.user()).toBeNull();
    hintChangedElsewhere(oldValue);

    await until(() => here.reports.at(-1) === null, 'the sign-out');
    expect(here.sdkLoads()).toBe(1);
  });

  it('signs out at once, without waiting for the first screen', async () => {
    await openPage().identity.signUp('Olga Out', `signout.here.${Date.now()}@example.com`, PASSWORD);
    const here = openPage();
    await here.identity.signOut();
    expect(here.sdkLoads()).toBe(1);
    expect(hint.user()).toBeNull();
  });
});

describe('a page the server drew', () => {
  const viewerOf = (user: AuthUser): ServerViewer => ({
    uid: user.uid,
    email: user.email,
    name: user.displayName ?? '',
    emailVerified: user.emailVerified,
    role: 'Buyer',
  });

  it('shows whom it was drawn for at once, even without a hint, and the SDK confirms them after the first screen', async () => {
    const email = `drawn.for.${Date.now()}@example.com`;
    const user = await openPage().identity.signUp('Dora Drawn', email, PASSWORD);
    localStorage.removeItem(HINT_KEY);

    const page = openPage({ drawnFor: viewerOf(user) });
    expect(page.reports).toEqual([{ ...user, photoURL: null }]);
    expect(page.sdkLoads()).toBe(0);
    page.firstScreenShown();
    await until(() => page.reports.length === 2, "Firebase's confirmation");
    expect(lastEmail(page)).toBe(email);
    expect(hint.user()?.email).toBe(email); // written down again for the next page
  });

  it('drawn for no one while this browser knows a person: shows no one, asks Firebase at once (its server session is gone)', async () => {
    const email = `cookie.gone.${Date.now()}@example.com`;
    await openPage().identity.signUp('Cody Gone', email, PASSWORD);

    const page = openPage({ drawnFor: null });
    expect(page.reports).toEqual([]);
    expect(page.sdkLoads()).toBe(1);
    await until(() => lastEmail(page) === email, "Firebase's person");
  });

  it('drawn for no one, nobody known: signed out without Firebase', () => {
    const page = openPage({ drawnFor: null });
    expect(page.reports).toEqual([null]);
    expect(page.sdkLoads()).toBe(0);
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
