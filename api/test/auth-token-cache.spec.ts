// A verified token is not checked again until it expires, except by calls that ask about
// revocation; the role is still read from the database on every request.
import type { Auth } from 'firebase-admin/auth';
import { FIREBASE_AUTH } from '../src/firebase/firebase.provider';
import { VerifiedTokens } from '../src/auth/verified-tokens';
import { createActor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('verified token cache', () => {
  let t: TestApp;
  let verifyIdToken: jest.SpyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    verifyIdToken = jest.spyOn(t.app.get<Auth>(FIREBASE_AUTH), 'verifyIdToken');
  });
  afterAll(() => t.close());
  beforeEach(() => verifyIdToken.mockClear());

  it('checks a token once for calls that do not ask about revocation', async () => {
    const buyer = await createActor(t, 'Buyer');
    await t.http.get('/wishlist').set('Authorization', buyer.bearer).expect(200);
    await t.http.get('/wishlist').set('Authorization', buyer.bearer).expect(200);
    expect(verifyIdToken).toHaveBeenCalledTimes(1);
  });

  it('asks Firebase on every admin call (revocation)', async () => {
    const admin = await createActor(t, 'Admin');
    await t.http.get('/seller').set('Authorization', admin.bearer).expect(200);
    await t.http.get('/seller').set('Authorization', admin.bearer).expect(200);
    expect(verifyIdToken).toHaveBeenCalledTimes(2);
    expect(verifyIdToken.mock.calls.every(([, checkRevoked]) => checkRevoked === true)).toBe(true);
  });

  it('still reads the role from the database on every request', async () => {
    const user = await createActor(t, 'Seller');
    await t.http.get('/my_products/me').set('Authorization', user.bearer).expect(200);
    await t.model('User').updateOne({ uid: user.uid }, { $set: { role: 'Buyer' } });
    await t.http.get('/my_products/me').set('Authorization', user.bearer).expect(403);
    expect(verifyIdToken).toHaveBeenCalledTimes(1);
  });

  it('forgets a token once it has expired', () => {
    let now = 1_000_000;
    const tokens = new VerifiedTokens(() => now);
    tokens.remember('t', { uid: 'u', exp: 1_060 } as never);
    expect(tokens.get('t')?.uid).toBe('u');
    now = 1_060_000;
    expect(tokens.get('t')).toBeUndefined();
  });
});
