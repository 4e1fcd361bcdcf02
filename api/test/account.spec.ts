// The caller's own account: "Forgot password?" (same answer for every address, mail only to an
// account, rate limits), the profile and where its name shows, the data export, and the closure
// of an account by its owner and by an admin (the same path) with its effect on every collection
// and on what the other party sees.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Types } from 'mongoose';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '@carmarket/stack/test-services';
import { PasswordResetService } from '../src/account/password-reset.service';
import { NotificationMailer } from '../src/notifications/notification-mailer';
import { book, payOrder } from './support/commerce';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { signUp } from './support/identity';
import { ENV_AUTH_HOST } from './support/env';
import { createTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'test-pass-1';

async function emulator(method: string, body: object): Promise<{ status: number; json: Record<string, any> }> {
  const response = await fetch(
    `http://${process.env[ENV_AUTH_HOST]}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test-api-key`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}
/** The Auth emulator's answer to a password sign-in: its error message, or 'OK'. */
async function signInOutcome(email: string, password = PASSWORD): Promise<string> {
  const { status, json } = await emulator('signInWithPassword', { email, password, returnSecureToken: true });
  return status === 200 ? 'OK' : String(json.error?.message);
}

describe('account', () => {
  let t: TestApp;
  let catcher: MailCatcher;
  let mailDir: string;

  beforeAll(async () => {
    mailDir = mkdtempSync(join(tmpdir(), 'carmarket-account-mail-'));
    catcher = await startMailCatcher({ dir: mailDir });
    t = await createTestApp({
      env: {
        MAIL_CATCHER: 'true',
        SMTP_PORT: String(catcher.smtpPort),
        PUBLIC_APP_URL: 'http://app.example.test',
      },
    });
    await createCategories(t);
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const as = (who: Actor) => ({
    get: (url: string) => t.http.get(url).set('Authorization', who.bearer),
    post: (url: string, body?: object) => t.http.post(url).set('Authorization', who.bearer).send(body),
    put: (url: string, body?: object) => t.http.put(url).set('Authorization', who.bearer).send(body),
    delete: (url: string) => t.http.delete(url).set('Authorization', who.bearer),
  });
  /** A listing that left the market answers 404 or 410 (gone), never its page. */
  const gone = async (id: unknown) => [404, 410].includes((await t.http.get(`/listings/${String(id)}`)).status);
  const mailsTo = (address: string) => catcher.messages().filter((m) => m.to.includes(address));
  function onlyMailTo(address: string, subject: string): CaughtMail {
    const found = mailsTo(address).filter((m) => m.subject === subject);
    expect(found.map((m) => m.subject)).toEqual([subject]);
    return found[0];
  }

  describe('forgot password', () => {
    it('answers an address with and one without an account alike; only the account gets a link that resets the password', async () => {
      const owner = await createActor(t, 'Buyer', { name: 'Rhea Reset' });
      const stranger = `nobody-${new Types.ObjectId().toString()}@test.carmarket.test`;

      const [known, unknown] = [
        await t.http.post('/password-reset').send({ email: owner.email.toUpperCase() }),
        await t.http.post('/password-reset').send({ email: stranger }),
      ];
      expect([known.status, known.text, unknown.status, unknown.text]).toEqual([204, '', 204, '']);
      await t.app.get(PasswordResetService).idle();

      expect(mailsTo(stranger)).toEqual([]);
      const mail = onlyMailTo(owner.email, 'CarMarket: reset your password');
      expect(mail.text).toContain('Hello Rhea Reset,');
      const link = new URL(/http:\/\/app\.example\.test\/reset-password\?oobCode=\S+/.exec(mail.text)![0]);
      const oobCode = link.searchParams.get('oobCode')!;

      // What the reset page does with the code (the client SDK's confirmPasswordReset).
      expect((await emulator('resetPassword', { oobCode, newPassword: 'brand-new-pass-2' })).status).toBe(200);
      expect(await signInOutcome(owner.email, 'brand-new-pass-2')).toBe('OK');
      expect(await signInOutcome(owner.email)).toBe('INVALID_PASSWORD');
      // The code works once.
      expect((await emulator('resetPassword', { oobCode, newPassword: 'again-pass-3' })).status).toBe(400);
    });

    it('sends nothing for a closed account', async () => {
      const banned = await createActor(t, 'Buyer');
      await t.model('User').updateOne({ _id: banned.userId }, { $set: { disabled: true } });
      await t.http.post('/password-reset').send({ email: banned.email }).expect(204);
      await t.app.get(PasswordResetService).idle();
      expect(mailsTo(banned.email)).toEqual([]);
    });

    it('refuses what is not an e-mail address with a 400', async () => {
      const res = await t.http.post('/password-reset').send({ email: 'not an address' }).expect(400);
      expect(res.body.message).toEqual(['email must be an e-mail address']);
    });
  });

  describe('profile', () => {
    it('changes the name everywhere the other party sees it, and keeps the phone to its owner', async () => {
      const seller = await createActor(t, 'Seller', { isVerified: true, name: 'Sam Seller' });
      const buyer = await createActor(t, 'Buyer', { name: 'Bea Before' });
      const car = await createListing(t, seller);
      const order = await book(t, buyer, car._id.toString());
      await payOrder(t, buyer, order._id);
      await as(buyer).post('/reviews', { orderId: order._id, rating: 5, text: 'Smooth' }).expect(201);
      const conversation = (await as(buyer).post('/conversations', { orderId: order._id }).expect(201)).body;

      const res = await as(buyer).put('/me/profile', { name: '  Nora New  ', phone: '512-555-0177' }).expect(200);
      expect(res.body).toMatchObject({ name: 'Nora New', phone: '512-555-0177', email: buyer.email });
      expect((await as(buyer).get('/me').expect(200)).body.phone).toBe('512-555-0177');

      await as(buyer)
        .post(`/conversations/${conversation._id}/messages`, { text: 'Hello after the change' })
        .expect(201);
      const thread = (await as(seller).get(`/conversations/${conversation._id}`).expect(200)).body;
      expect(thread.conversation.buyer.name).toBe('Nora New');
      const myBuyers = (await as(seller).get('/my_buyers').expect(200)).body;
      expect(myBuyers.find((o: any) => o._id === order._id).buyerName).toBe('Nora New');
      const page = (await t.http.get(`/sellers/${seller.userId}`).expect(200)).body;
      expect(page.reviews.items.map((r: any) => r.buyerName)).toEqual(['Nora']);
      // Never public: not on the buyer-facing or seller-facing pages.
      expect(JSON.stringify(page)).not.toContain('512-555-0177');
      expect(JSON.stringify(thread)).not.toContain('512-555-0177');

      // The seller's name follows too, on the listing.
      await as(seller).put('/me/profile', { name: 'Sam Renamed' }).expect(200);
      expect((await t.http.get(`/listings/${car._id}`).expect(200)).body.seller.name).toBe('Sam Renamed');
    });

    it('refuses an empty name or a malformed phone and changes nothing', async () => {
      const buyer = await createActor(t, 'Buyer', { name: 'Stays Same' });
      expect((await as(buyer).put('/me/profile', { name: '   ' }).expect(400)).body.message).toEqual([
        'name must not be empty',
      ]);
      expect((await as(buyer).put('/me/profile', { phone: 'call me' }).expect(400)).body.message).toEqual([
        'phone must be a phone number such as 123-456-7890',
      ]);
      expect((await as(buyer).get('/me').expect(200)).body).toMatchObject({ name: 'Stays Same' });
      expect((await as(buyer).get('/me').expect(200)).body.phone).toBeUndefined();
    });

    it('an empty phone removes it', async () => {
      const buyer = await createActor(t, 'Buyer');
      await as(buyer).put('/me/profile', { phone: '512-555-0100' }).expect(200);
      await as(buyer).put('/me/profile', { phone: '' }).expect(200);
      expect((await as(buyer).get('/me').expect(200)).body.phone).toBeUndefined();
    });
  });

  /** A buyer with one of everything, and the seller on the other side of it. */
  async function buyerWithEverything() {
    const seller = await createActor(t, 'Seller', { isVerified: true, name: 'Otto Other' });
    const buyer = await createActor(t, 'Buyer', { name: 'Eve Everything' });
    const paidCar = await createListing(t, seller, { name: 'Paid car' });
    const heldCar = await createListing(t, seller, { name: 'Held car' });
    const paid = await book(t, buyer, paidCar._id.toString());
    await payOrder(t, buyer, paid._id);
    const held = await book(t, buyer, heldCar._id.toString());
    await as(buyer).post('/reviews', { orderId: paid._id, rating: 4, text: 'Honest seller' }).expect(201);
    const conversation = (await as(buyer).post('/conversations', { orderId: paid._id }).expect(201)).body;
    await as(buyer).post(`/conversations/${conversation._id}/messages`, { text: 'Mine: see you at noon' }).expect(201);
    await as(seller).post(`/conversations/${conversation._id}/messages`, { text: 'Theirs: fine' }).expect(201);
    await as(buyer).post('/saved-searches', { name: 'Teslas', path: '/search?q=tesla' }).expect(201);
    await as(buyer).put(`/wishlist/${heldCar._id}`).expect(204);
    await as(buyer).put(`/me/recently-viewed/${heldCar._id}`).expect(204);
    await as(buyer)
      .put('/me/settings', { email: { 'price-drop': false } })
      .expect(200);
    await as(buyer).put('/me/profile', { phone: '512-555-0123' }).expect(200);
    await t.http.post('/subscriptions').send({ email: buyer.email }).expect(200);
    await t.app.get(NotificationMailer).sendSoon();
    return { seller, buyer, paid, held, heldCar, paidCar, conversation };
  }

  describe('export', () => {
    it("holds one of everything of the buyer's, no card data and nobody else's messages", async () => {
      const { buyer, paid, held, conversation } = await buyerWithEverything();
      const res = await as(buyer).get('/me/export').expect(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="carmarket-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = res.body;
      expect(data.account).toMatchObject({
        name: 'Eve Everything',
        email: buyer.email,
        phone: '512-555-0123',
        role: 'Buyer',
      });
      expect(data.orders.map((o: any) => o._id).sort()).toEqual([paid._id, held._id].sort());
      expect(data.payments).toHaveLength(1);
      expect(data.payments[0]).toMatchObject({ orderID: paid._id, buyerEmail: buyer.email });
      expect(data.conversations.map((c: any) => c._id)).toEqual([conversation._id]);
      expect(data.messagesWritten.map((m: any) => m.text)).toEqual(['Mine: see you at noon']);
      expect(data.reviewsWritten.map((r: any) => r.text)).toEqual(['Honest seller']);
      expect(data.savedSearches.map((s: any) => s.name)).toEqual(['Teslas']);
      expect(data.wishList).toHaveLength(1);
      expect(data.recentlyViewed.map((v: any) => v.name)).toEqual(['Held car']);
      expect(data.notifications.length).toBeGreaterThan(0); // e.g. "Your order ... is paid"
      expect(data.settings.email['price-drop']).toBe(false);
      expect(data.newsletter).toBe(true);
      const text = JSON.stringify(data);
      expect(text).not.toMatch(/4242|last4|cvc|outbox|buyerUid/);
    });

    it("holds a seller's listings, the bookings of their cars and the payments received", async () => {
      const { seller, paid, paidCar } = await buyerWithEverything();
      const data = (await as(seller).get('/me/export').expect(200)).body;
      expect(data.listings.map((l: any) => l.name).sort()).toEqual(['Held car', 'Paid car']);
      expect(data.bookingsOfMyCars.map((o: any) => o.carId)).toContain(paidCar._id.toString());
      expect(data.paymentsReceived.map((p: any) => p.orderID)).toEqual([paid._id]);
      expect(data.reviewsReceived.map((r: any) => r.text)).toEqual(['Honest seller']);
      expect(data.messagesWritten.map((m: any) => m.text)).toEqual(['Theirs: fine']);
    });
  });

  /** The closure's effects a buyer's account leaves behind, whoever closed it. */
  async function expectBuyerClosed(world: Awaited<ReturnType<typeof buyerWithEverything>>) {
    const { seller, buyer, paid, held, heldCar, conversation } = world;
    const id = new Types.ObjectId(buyer.userId);
    // The open booking is cancelled, its car for sale again, and the seller told.
    expect(await t.model('Order').findById(held._id).lean()).toMatchObject({ status: 'cancelled' });
    expect(await t.model('Listing').findById(heldCar._id).lean()).toMatchObject({ isSold: false });
    expect(await t.model('Notification').countDocuments({ recipient: seller.userId, kind: 'booking-cancelled' })).toBe(
      1,
    );
    // The paid order and its payment stay, without the person.
    const order = await t.model('Order').findById(paid._id).lean<any>();
    expect(order).toMatchObject({ isPaid: true, name: 'Deleted user', phone: '' });
    expect(order.email).not.toBe(buyer.email);
    const payment = await t
      .model('Payment')
      .findOne({ orderID: new Types.ObjectId(paid._id) })
      .lean<any>();
    expect(payment).toMatchObject({ buyerName: 'Deleted user', amount: expect.any(Number) });
    expect(payment.buyerEmail).not.toBe(buyer.email);
    // The seller still reads the buyer's messages, under "Deleted user", and cannot write to them.
    const thread = (await as(seller).get(`/conversations/${conversation._id}`).expect(200)).body;
    expect(thread.conversation.buyer.name).toBe('Deleted user');
    expect(thread.messages.map((m: any) => m.text)).toEqual(['Mine: see you at noon', 'Theirs: fine']);
    const refused = await as(seller).post(`/conversations/${conversation._id}/messages`, { text: 'Still there?' });
    expect(refused.status).toBe(409);
    // The review stays on the seller's page, anonymised.
    const page = (await t.http.get(`/sellers/${seller.userId}`).expect(200)).body;
    expect(page.reviews.items.map((r: any) => [r.buyerName, r.text])).toEqual([['Deleted user', 'Honest seller']]);
    // What was only the buyer's is gone.
    for (const [model, field] of [
      ['SavedSearch', 'user'],
      ['WishlistItem', 'user'],
      ['RecentlyViewed', 'user'],
      ['Notification', 'recipient'],
      ['NotificationSettings', 'user'],
    ] as const)
      expect({ model, left: await t.model(model).countDocuments({ [field]: id }) }).toEqual({ model, left: 0 });
    expect(await t.model('Subscription').countDocuments({ email: buyer.email })).toBe(0);
    // The record stays (orders point at it), closed.
    const record = await t.model('User').findById(id).lean<any>();
    expect(record).toMatchObject({ name: 'Deleted user', disabled: true, deletedAt: expect.any(Date) });
    expect(record.phone).toBeUndefined();
    // The old token opens nothing (401 disabled, or 403 for a sign-in no account holds any more).
    expect([401, 403]).toContain((await as(buyer).get('/me')).status);
    return record;
  }

  describe('closing an account', () => {
    it('by its owner: every collection as it should be, the sign-in account deleted and a confirmation sent', async () => {
      const world = await buyerWithEverything();
      const res = await as(world.buyer).delete('/me').expect(200);
      expect(res.body).toEqual({ listingsDeleted: 0 });

      const record = await expectBuyerClosed(world);
      expect(record.email).not.toBe(world.buyer.email);
      expect(record.uid).toBeUndefined();
      expect(await signInOutcome(world.buyer.email)).toBe('EMAIL_NOT_FOUND');
      expect(onlyMailTo(world.buyer.email, 'CarMarket: your account is closed').text).toContain('as you asked');

      // The address is free again: signing up with it makes a new, empty account.
      const again = await signUp(world.buyer.email);
      const fresh = await t.http.post('/users').set('Authorization', `Bearer ${again.token}`).send({}).expect(201);
      expect(fresh.body._id).not.toBe(world.buyer.userId);
    });

    it('by its owner, a seller: open bookings of their cars declined with a notice, listings off the market', async () => {
      const seller = await createActor(t, 'Seller', { isVerified: true });
      const buyer = await createActor(t, 'Buyer');
      const car = await createListing(t, seller);
      const other = await createListing(t, seller);
      const order = await book(t, buyer, car._id.toString());

      expect((await as(seller).delete('/me').expect(200)).body).toEqual({ listingsDeleted: 2 });
      expect(await t.model('Order').findById(order._id).lean()).toMatchObject({
        status: 'declined',
        declineReason: 'The seller closed their CarMarket account.',
        sellerName: 'Deleted user',
      });
      expect(await t.model('Notification').countDocuments({ recipient: buyer.userId, kind: 'booking-declined' })).toBe(
        1,
      );
      expect(await gone(other._id)).toBe(true);
      const orders = (await as(buyer).get('/orders').expect(200)).body;
      expect(orders.find((o: any) => o._id === order._id).sellerName).toBe('Deleted user');
    });

    it('needs a recent sign-in, and an admin account cannot close itself', async () => {
      const buyer = await createActor(t, 'Buyer');
      await backdateSessions(buyer.uid);
      const stale = { ...buyer, bearer: `Bearer ${staleToken(buyer)}` };
      const res = await as(stale).delete('/me');
      expect([res.status, res.body.message]).toEqual([
        403,
        'Confirm it is you: enter your password again (or sign in again) to delete the account',
      ]);
      expect(await t.model('User').findById(buyer.userId).lean()).toMatchObject({ disabled: false });

      const admin = await createActor(t, 'Admin');
      await as(admin).delete('/me').expect(403);
      expect(await t.model('User').findById(admin.userId).lean()).toMatchObject({ disabled: false });
    });

    it('by an admin (DELETE /buyer/:id): the same effects; the address stays taken and its sign-in disabled', async () => {
      const world = await buyerWithEverything();
      const admin = await createActor(t, 'Admin');
      await as(admin).delete(`/buyer/${world.buyer.userId}`).expect(200);

      const record = await expectBuyerClosed(world);
      expect(record.email).toBe(world.buyer.email);
      expect(await signInOutcome(world.buyer.email)).toBe('USER_DISABLED');
      expect(onlyMailTo(world.buyer.email, 'CarMarket: your account is closed').text).toContain('by our team');
    });

    it('by an admin (DELETE /seller/:id): bookings declined, listings removed, the seller detached from orders', async () => {
      const seller = await createActor(t, 'Seller', { isVerified: true });
      const buyer = await createActor(t, 'Buyer');
      const admin = await createActor(t, 'Admin');
      const car = await createListing(t, seller);
      const order = await book(t, buyer, car._id.toString());
      const res = await as(admin).delete(`/seller/${seller.userId}`).expect(200);
      expect(res.body).toEqual({ deletedCount: 1, listingsDeleted: 1 });
      expect(await t.model('Order').findById(order._id).lean()).toMatchObject({
        status: 'declined',
        sellerName: 'Deleted user',
      });
      expect(await gone(car._id)).toBe(true);
      expect(await signInOutcome(seller.email)).toBe('USER_DISABLED');
    });
  });
});

/** Tokens of `uid` count as valid since a day ago (else a sign-in older than the account reads as revoked). */
async function backdateSessions(uid: string): Promise<void> {
  const project = process.env.FIREBASE_PROJECT_ID!;
  const response = await fetch(
    `http://${process.env[ENV_AUTH_HOST]}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, validSince: String(Math.floor(Date.now() / 1000) - 86_400) }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator accounts:update failed: ${await response.text()}`);
}

/**
 * An ID token for `who` whose sign-in happened 20 minutes ago. The Auth emulator's tokens are not
 * signed and firebase-admin does not check signatures against it, so one can be written here.
 */
function staleToken(who: Actor): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const project = process.env.FIREBASE_PROJECT_ID!;
  return [
    part({ alg: 'none', typ: 'JWT' }),
    part({
      iss: `https://securetoken.google.com/${project}`,
      aud: project,
      auth_time: now - 1200,
      user_id: who.uid,
      sub: who.uid,
      iat: now,
      exp: now + 3600,
      email: who.email,
      email_verified: false,
      firebase: { identities: { email: [who.email] }, sign_in_provider: 'password' },
    }),
    '',
  ].join('.');
}
