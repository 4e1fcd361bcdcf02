// The server session beside Firebase's own: POST /session mints an HttpOnly cookie from a fresh ID
// token for the web app's origin only, DELETE /session clears it, and the cookie identifies its
// account on reads only: a change carrying only the cookie is refused like an anonymous one.
import { ConfigService } from '@nestjs/config';
import type { Auth } from 'firebase-admin/auth';
import { buildOpenApiDocument } from '../src/openapi';
import { FIREBASE_AUTH } from '../src/firebase/firebase.provider';
import { createActor, createCategories, snapshot, type Actor } from './support/fixtures';
import { signUp } from './support/identity';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let appOrigin: string;
beforeAll(async () => {
  t = await createTestApp();
  await createCategories(t);
  appOrigin = new URL(t.app.get(ConfigService).get<string>('PUBLIC_APP_URL')!).origin;
});
afterAll(() => t.close());

const startSession = (idToken: string, origin = appOrigin) =>
  t.http.post('/session').set('Origin', origin).send({ idToken });

/** The cookie a sign-in of this account gets, as `__session=…` for a Cookie header. */
async function sessionOf(actor: Actor): Promise<string> {
  const res = await startSession(actor.token).expect(204);
  return String(res.headers['set-cookie']).split(';')[0];
}

/** A cookie with its claims changed and no signature, as the Auth emulator's own cookies are made. */
function tampered(cookie: string, change: (claims: Record<string, unknown>) => void): string {
  const [name, value] = cookie.split('=');
  const [header, payload] = value.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  change(claims);
  return `${name}=${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
}

describe('POST /session', () => {
  it('answers 204 with an HttpOnly, SameSite=Lax cookie for the whole site, 5 days long', async () => {
    const buyer = await createActor(t, 'Buyer');
    const res = await startSession(buyer.token).expect(204);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__session=[^;]+;/);
    expect(cookie).toContain('Max-Age=432000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure'); // the app is served over http here
  });

  it("refuses another origin's page, or a call with no origin, and sets no cookie", async () => {
    const buyer = await createActor(t, 'Buyer');
    const foreign = await startSession(buyer.token, 'https://evil.example').expect(403);
    expect(foreign.body.message).toBe(`Sessions are started and ended from the web app only (${appOrigin})`);
    expect(foreign.headers['set-cookie']).toBeUndefined();
    const none = await t.http.post('/session').send({ idToken: buyer.token }).expect(403);
    expect(none.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a forged token, an account not registered and a missing token', async () => {
    const forged = await startSession('eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJmb3JnZWQifQ.c2lnbmF0dXJl').expect(401);
    expect(forged.body.message).toBe('Invalid token');
    const stranger = await signUp();
    const unregistered = await startSession(stranger.token).expect(403);
    expect(unregistered.body.message).toBe('This account is not registered yet: call POST /users first');
    const missing = await t.http.post('/session').set('Origin', appOrigin).send({}).expect(400);
    expect(missing.body.message).toContain('idToken must be a Firebase ID token');
  });
});

describe('the session cookie', () => {
  it('identifies its account on reads, with the role from the database', async () => {
    const buyer = await createActor(t, 'Buyer');
    const cookie = await sessionOf(buyer);
    const me = await t.http.get('/me').set('Cookie', cookie).expect(200);
    expect(me.body._id).toBe(buyer.userId);
    // The sign-in uid: the web app's server writes it into the page it draws, the browser compares its own.
    expect(me.body.uid).toBe(buyer.uid);
    await t.http.get('/category/1').set('Cookie', cookie).expect(200);
    await t.model('User').updateOne({ uid: buyer.uid }, { $set: { role: 'Seller' } });
    await t.http.get('/my_products/me').set('Cookie', cookie).expect(200);
  });

  it('changes nothing: every call that writes answers a request carrying only the cookie as it answers an anonymous one', async () => {
    const seller = await createActor(t, 'Seller', { isVerified: true });
    const cookie = await sessionOf(seller);
    const doc = await buildOpenApiDocument();
    const writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      (['post', 'put', 'patch', 'delete'] as const)
        .filter((method) => method in methods)
        .map((method) => ({ method, path: path.replace(/\{\w+\}/g, '6560a0a0a0a0a0a0a0a0a0a0') })),
    );
    expect(writes.length).toBeGreaterThan(40);
    for (const { method, path } of writes) {
      const anonymous = await t.http[method](path).send({});
      const before = await snapshot(t);
      const withCookie = await t.http[method](path).set('Cookie', cookie).send({});
      expect({ method, path, status: withCookie.status }).toEqual({ method, path, status: anonymous.status });
      if (withCookie.status >= 400) expect(await snapshot(t)).toBe(before);
    }
    // The same calls with the seller's bearer token are not all refused: the cookie is what is missing.
    const product = await t.http.post('/add_product').set('Cookie', cookie).send({});
    expect(product.status).toBe(401);
    expect(product.body.message).toBe('Sign-in required: send Authorization: Bearer <Firebase ID token>');
  });

  it('stops working for a disabled account', async () => {
    const admin = await createActor(t, 'Admin');
    const buyer = await createActor(t, 'Buyer');
    const cookie = await sessionOf(buyer);
    await t.http.get('/wishlist').set('Cookie', cookie).expect(200);
    await t.http.delete(`/buyer/${buyer.userId}`).set('Authorization', admin.bearer).expect(200);
    const res = await t.http.get('/wishlist').set('Cookie', cookie).expect(401);
    expect(res.body.message).toBe('This account is disabled');
  });

  it('is refused once revoked, where the API asks about revocation', async () => {
    const admin = await createActor(t, 'Admin');
    const cookie = await sessionOf(admin);
    await t.http.get('/seller').set('Cookie', cookie).expect(200);
    // Revocation is recorded in whole seconds and only catches sessions from earlier seconds.
    await new Promise((r) => setTimeout(r, 1100));
    await t.app.get<Auth>(FIREBASE_AUTH).revokeRefreshTokens(admin.uid);
    const res = await t.http.get('/seller').set('Cookie', cookie).expect(401);
    expect(res.body.message).toBe('This sign-in was revoked: sign in again');
  });

  it("refuses an expired cookie, another project's cookie and garbage", async () => {
    const buyer = await createActor(t, 'Buyer');
    const cookie = await sessionOf(buyer);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = tampered(cookie, (claims) => Object.assign(claims, { iat: past - 60, exp: past }));
    const foreign = tampered(cookie, (claims) =>
      Object.assign(claims, { aud: 'demo-other', iss: 'https://session.firebase.google.com/demo-other' }),
    );
    expect((await t.http.get('/wishlist').set('Cookie', expired).expect(401)).body.message).toBe(
      'The session has expired: sign in again',
    );
    expect((await t.http.get('/wishlist').set('Cookie', foreign).expect(401)).body.message).toBe(
      'Invalid session: sign in again',
    );
    await t.http.get('/wishlist').set('Cookie', '__session=garbage').expect(401);
  });

  it('gives way to a bearer token: the token names the caller', async () => {
    const [buyer, other] = await Promise.all([createActor(t, 'Buyer'), createActor(t, 'Buyer')]);
    const cookie = await sessionOf(buyer);
    const me = await t.http.get('/me').set('Cookie', cookie).set('Authorization', other.bearer).expect(200);
    expect(me.body._id).toBe(other.userId);
  });
});

describe('DELETE /session', () => {
  it('clears the cookie for the app, and refuses another origin', async () => {
    const res = await t.http.delete('/session').set('Origin', appOrigin).expect(204);
    expect(String(res.headers['set-cookie'])).toMatch(/^__session=;.*Max-Age=0/);
    const foreign = await t.http.delete('/session').set('Origin', 'https://evil.example').expect(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
  });
});
