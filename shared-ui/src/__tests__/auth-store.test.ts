/** @jest-environment node */
// The store's rules against a real HTTP server answering POST /users and GET /user/role/:email.
// The identity provider is a scripted stand-in: these tests are about what the store does with
// its answers (the shell's e2e tests sign in through the real Firebase Auth emulator).
import { getConfig } from '@testing-library/react';
import type { ServerResponse } from 'node:http';
import { serverSession } from '../auth/server-session';
import { apiAuthBackend, createAuthStore } from '../auth/store';
import type { AuthUser, IdentityProvider } from '../auth/identity';
import type { ServerViewer } from '../server-contract';
import { setRuntimeConfig } from '../config/runtime-config';
import { sendJson, startServer, type Recorded } from '../../test/http-server';

const buyer: AuthUser = {
  uid: 'u1',
  email: 'demo.buyer@carmarket.test',
  displayName: 'Demo Buyer',
  photoURL: null,
  emailVerified: true,
};

function scriptedIdentity() {
  let listener: (u: AuthUser | null) => void = () => {};
  const identity: IdentityProvider = {
    onChange: (cb) => ((listener = cb), () => {}),
    signIn: async (email, password) => {
      if (password !== 'demo-pass-1')
        throw Object.assign(new Error('Firebase: Error (auth/wrong-password).'), { code: 'auth/wrong-password' });
      listener({ ...buyer, email });
      return { ...buyer, email };
    },
    signUp: async (name, email) => ({ ...buyer, uid: 'u2', email, displayName: name }),
    signInWithGoogle: async () => buyer,
    signOut: async () => listener(null),
    idToken: async () => null,
    account: async () => {
      throw new Error('not used by the store');
    },
  };
  return { identity, report: (u: AuthUser | null) => listener(u) };
}

type Server = Awaited<ReturnType<typeof startServer>>;
let server: Server;
// Role answers wait here until a test releases them, so the in-between state can be observed.
let roleAnswers: { req: Recorded; res: ServerResponse }[] = [];
let roles: Record<string, string> = {};
// When set, POST /session waits for it: a test can hold the session's answer back.
let sessionHeld: Promise<void> | null = null;

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === 'POST' && req.url === '/users') return sendJson(res, 201, { ok: true });
    if (req.url === '/session') return void (sessionHeld ?? Promise.resolve()).then(() => sendJson(res, 204));
    if (req.url.startsWith('/user/role/')) return void roleAnswers.push({ req, res });
    sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: 'no route' });
  });
  setRuntimeConfig({
    apiUrl: server.url,
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  sessionHeld = null;
  server.requests.length = 0;
  roleAnswers = [];
  roles = { 'demo.buyer@carmarket.test': 'Buyer', 'new@carmarket.test': 'Seller' };
});

async function answerRoles() {
  await waitFor(() => roleAnswers.length > 0);
  for (const { req, res } of roleAnswers.splice(0)) {
    const email = decodeURIComponent(req.url.slice('/user/role/'.length));
    if (roles[email]) sendJson(res, 200, { position: roles[email] });
    else sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: 'User not found' });
  }
}

/** Waits on `cond` as long as the screen tests wait on state (setup-dom.ts), not a fixed number of turns. */
async function waitFor(cond: () => boolean) {
  const deadline = Date.now() + getConfig().asyncUtilTimeout;
  while (!cond() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  if (!cond()) throw new Error('condition not met');
}

it('is loading with role User until the provider reports; signed out then means not loading', () => {
  const { identity, report } = scriptedIdentity();
  const store = createAuthStore(identity, apiAuthBackend);
  expect(store.getState()).toMatchObject({ user: null, loading: true, role: 'User' });
  store.getState().start();
  report(null);
  expect(store.getState()).toMatchObject({ user: null, loading: false, role: 'User', roleLoading: false });
});

it('keeps the person when the provider reports them again unchanged, so their readers do not draw again', () => {
  const { identity, report } = scriptedIdentity();
  const store = createAuthStore(identity, { ...apiAuthBackend, fetchRole: () => new Promise(() => {}) });
  store.getState().start();
  report(buyer);
  const first = store.getState().user;
  report({ ...buyer }); // e.g. after a token refresh: a new object, the same person
  expect(store.getState().user).toBe(first);
  report({ ...buyer, emailVerified: false });
  expect(store.getState().user).toMatchObject({ uid: 'u1', emailVerified: false }); // a real change is taken
});

it('login registers the user, keeps role User while the lookup runs, then takes the role the API answers', async () => {
  const { identity, report } = scriptedIdentity();
  const store = createAuthStore(identity, apiAuthBackend);
  store.getState().start();
  report(null);

  const signingIn = store.getState().signIn('demo.buyer@carmarket.test', 'demo-pass-1');
  expect(store.getState().loading).toBe(true); // e-mail login sets loading again
  await waitFor(() => roleAnswers.length > 0);
  expect(store.getState()).toMatchObject({
    user: { email: 'demo.buyer@carmarket.test' },
    loading: false,
    role: 'User',
    roleLoading: true,
  });

  await answerRoles();
  await expect(signingIn).resolves.toBe(true);
  expect(store.getState()).toMatchObject({ role: 'Buyer', roleLoading: false });
  expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
    'POST /users',
    'GET /user/role/demo.buyer%40carmarket.test',
  ]);
  expect(server.requests[0].body).toEqual({ name: 'Demo Buyer' });
});

it('sign-up registers the chosen name and role', async () => {
  const { identity } = scriptedIdentity();
  const store = createAuthStore(identity, apiAuthBackend);
  const signingUp = store.getState().signUp('Nia Seller', 'new@carmarket.test', 'secret-1', 'Seller');
  await answerRoles();
  await expect(signingUp).resolves.toBe(true);
  expect(server.requests[0]).toMatchObject({
    method: 'POST',
    url: '/users',
    body: { name: 'Nia Seller', role: 'Seller' },
  });
  expect(store.getState()).toMatchObject({ user: { displayName: 'Nia Seller' }, role: 'Seller', roleLoading: false });
});

it('a failed role lookup leaves the default role User and stops loading', async () => {
  const { identity, report } = scriptedIdentity();
  const store = createAuthStore(identity, apiAuthBackend);
  store.getState().start();
  report({ ...buyer, email: 'ghost@carmarket.test' }); // a session restored on page load
  await answerRoles();
  await waitFor(() => !store.getState().roleLoading);
  expect(store.getState()).toMatchObject({ user: { email: 'ghost@carmarket.test' }, role: 'User', roleLoading: false });
  expect(server.requests.map((r) => r.method)).toEqual(['GET']); // a restored session is not registered again
});

it('a rejected password resolves false and leaves nobody signed in', async () => {
  const { identity, report } = scriptedIdentity();
  const store = createAuthStore(identity, apiAuthBackend);
  store.getState().start();
  report(null);
  await expect(store.getState().signIn('demo.buyer@carmarket.test', 'nope')).resolves.toBe(false);
  expect(store.getState()).toMatchObject({ user: null, loading: false, role: 'User' });
  expect(server.requests).toHaveLength(0);
});

it('sign-out resets to a signed-out User', async () => {
  const { identity, report } = scriptedIdentity();
  const store = createAuthStore(identity, apiAuthBackend);
  store.getState().start();
  report(buyer);
  await answerRoles();
  await waitFor(() => store.getState().role === 'Buyer');
  await expect(store.getState().signOut()).resolves.toBe(true);
  expect(store.getState()).toMatchObject({ user: null, role: 'User', roleLoading: false });
});

describe('the server session', () => {
  /** The store with the session calls going to the test server and a storage of its own. */
  function storeWithSession(
    identity: IdentityProvider,
    storage = new Map<string, string>(),
    drawnFor?: ServerViewer | null,
  ) {
    const memory = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    };
    return createAuthStore(identity, {
      ...apiAuthBackend,
      session: serverSession(() => server.url, memory),
      drawnFor: () => drawnFor,
    });
  }
  /** The server drew the page for the buyer. */
  const buyerViewer: ServerViewer = {
    uid: buyer.uid,
    email: buyer.email,
    name: 'Demo Buyer',
    emailVerified: true,
    role: 'Buyer',
  };
  const sessionCalls = () => server.requests.filter((r) => r.url === '/session').map((r) => [r.method, r.body]);
  const withToken = (identity: IdentityProvider): IdentityProvider => ({
    ...identity,
    idToken: async () => 'fresh-id-token',
  });

  it('starts after a sign-in, once the account is registered, with a fresh ID token', async () => {
    const { identity } = scriptedIdentity();
    const store = storeWithSession(withToken(identity));
    const signingIn = store.getState().signIn('demo.buyer@carmarket.test', 'demo-pass-1');
    await answerRoles();
    await signingIn;
    await waitFor(() => sessionCalls().length > 0);
    expect(server.requests[0].url).toBe('/users');
    expect(sessionCalls()).toEqual([['POST', { idToken: 'fresh-id-token' }]]);
  });

  it('a sign-in resolves only once the server session is set: the next page may be loaded from the server', async () => {
    let release = () => {};
    sessionHeld = new Promise<void>((resolve) => (release = resolve));
    const { identity } = scriptedIdentity();
    const store = storeWithSession(withToken(identity));
    let resolved = false;
    const signingIn = store
      .getState()
      .signIn('demo.buyer@carmarket.test', 'demo-pass-1')
      .then((ok) => ((resolved = true), ok));
    await answerRoles();
    await waitFor(() => sessionCalls().length === 1);
    await waitFor(() => store.getState().role === 'Buyer');
    await fetch(`${server.url}/users`, { method: 'POST' }); // a round trip: the sign-in had its chance to finish
    expect(resolved).toBe(false);
    release();
    await expect(signingIn).resolves.toBe(true);
  });

  it('is renewed on request whatever its mark says, for the signed-in person only', async () => {
    const storage = new Map<string, string>();
    const { identity, report } = scriptedIdentity();
    const store = storeWithSession(withToken(identity), storage);
    await store.getState().renewServerSession(); // nobody signed in: nothing to renew
    store.getState().start();
    report(buyer);
    await answerRoles();
    await waitFor(() => storage.size === 1);
    await store.getState().renewServerSession();
    expect(sessionCalls()).toEqual([
      ['POST', { idToken: 'fresh-id-token' }],
      ['POST', { idToken: 'fresh-id-token' }],
    ]);
  });

  it('is not asked again on the next page load of the same account, but is for another account', async () => {
    const storage = new Map<string, string>();
    const first = scriptedIdentity();
    storeWithSession(withToken(first.identity), storage).getState().start();
    first.report(buyer);
    await answerRoles();
    await waitFor(() => storage.size === 1); // the answer reached the browser, not only the server

    const reload = scriptedIdentity();
    storeWithSession(withToken(reload.identity), storage).getState().start();
    reload.report(buyer);
    await answerRoles();
    const other = scriptedIdentity();
    storeWithSession(withToken(other.identity), storage).getState().start();
    other.report({ ...buyer, uid: 'u9', email: 'new@carmarket.test' });
    await answerRoles();
    await waitFor(() => sessionCalls().length === 2);
    expect(server.requests.filter((r) => r.url.startsWith('/user/role/'))).toHaveLength(3); // every load looked up its role
    expect(sessionCalls()).toEqual([
      ['POST', { idToken: 'fresh-id-token' }],
      ['POST', { idToken: 'fresh-id-token' }],
    ]);
  });

  it('starts anew, whatever the last mark says, when the server drew the page for another account or for no one', async () => {
    const storage = new Map<string, string>();
    const first = scriptedIdentity();
    storeWithSession(withToken(first.identity), storage).getState().start();
    first.report(buyer);
    await answerRoles();
    await waitFor(() => storage.size === 1); // this browser's mark: a session for the buyer, just now

    for (const drawnFor of [buyerViewer, { ...buyerViewer, uid: 'u9', email: 'new@carmarket.test' }, null]) {
      const load = scriptedIdentity();
      storeWithSession(withToken(load.identity), storage, drawnFor).getState().start();
      load.report(buyer);
      await answerRoles();
    }
    // The page drawn for the buyer agrees with the mark; the other account's page and the page for no one do not.
    await waitFor(() => sessionCalls().length === 3);
    expect(sessionCalls().map(([method]) => method)).toEqual(['POST', 'POST', 'POST']);
  });

  it("ends the server's session when this browser is signed out but the page was drawn for someone", async () => {
    const { identity, report } = scriptedIdentity();
    storeWithSession(withToken(identity), new Map(), buyerViewer).getState().start();
    report(null);
    await waitFor(() => sessionCalls().length === 1);
    expect(sessionCalls()).toEqual([['DELETE', undefined]]);

    const anonymous = scriptedIdentity();
    storeWithSession(withToken(anonymous.identity), new Map(), null).getState().start();
    anonymous.report(null); // a page for no one, and no one here: nothing to end
    const other = scriptedIdentity();
    storeWithSession(withToken(other.identity), new Map(), buyerViewer).getState().start();
    other.report(null);
    await waitFor(() => sessionCalls().length === 2);
    expect(sessionCalls()).toEqual([
      ['DELETE', undefined],
      ['DELETE', undefined],
    ]);
  });

  it('ends when the person first shown (whom the page was drawn for) turns out to be signed out here', async () => {
    const { identity, report } = scriptedIdentity();
    storeWithSession(withToken(identity), new Map(), buyerViewer).getState().start();
    report(buyer); // shown at once, from the page
    await answerRoles();
    report(null); // Firebase, after the first screen: nobody
    await waitFor(() => sessionCalls().some(([method]) => method === 'DELETE'));
    expect(sessionCalls().at(-1)).toEqual(['DELETE', undefined]);
  });

  it('ends at LogOut, and the next sign-in starts a new one', async () => {
    const storage = new Map<string, string>();
    const { identity, report } = scriptedIdentity();
    const store = storeWithSession(withToken(identity), storage);
    store.getState().start();
    report(buyer);
    await answerRoles();
    await waitFor(() => storage.size === 1);
    await store.getState().signOut();
    expect(sessionCalls()).toEqual([
      ['POST', { idToken: 'fresh-id-token' }],
      ['DELETE', undefined],
    ]);
    report(buyer);
    await answerRoles();
    await waitFor(() => sessionCalls().length === 3);
  });

  it('leaves no mark of a session whose answer comes after the LogOut', async () => {
    const storage = new Map<string, string>();
    const memory = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    };
    const session = serverSession(() => server.url, memory);
    const starting = session.ensure('u1', async () => 'fresh-id-token');
    await session.end();
    await starting;
    expect(
      sessionCalls()
        .map(([method]) => method)
        .sort(),
    ).toEqual(['DELETE', 'POST']);
    expect(storage.size).toBe(0);
  });
});
