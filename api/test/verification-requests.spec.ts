// An unverified seller asks to be verified, once; every admin is told; the admins' seller list
// shows the request with its date until an admin verifies, which clears it.
import { Types } from 'mongoose';
import { createActor, snapshot, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('verification requests', () => {
  let t: TestApp;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createActor(t, 'Admin');
  });
  afterAll(() => t.close());

  const ask = (who: Actor) => t.http.post('/me/verification-request').set('Authorization', who.bearer);
  const sellerRow = async (id: string) =>
    (await t.http.get('/seller').set('Authorization', admin.bearer).expect(200)).body.find(
      (s: { _id: string }) => s._id === id,
    );

  it('asks once, tells every admin, shows in All Sellers with the date, and verifying clears it', async () => {
    const seller = await createActor(t, 'Seller', { name: 'Una Unverified' });
    const asked = await ask(seller).expect(200);
    expect(asked.body).toMatchObject({ _id: seller.userId, isVerified: false });
    const at = Date.parse(asked.body.verificationRequestedAt);
    expect(Math.abs(Date.now() - at)).toBeLessThan(60_000);
    expect((await t.http.get('/me').set('Authorization', seller.bearer).expect(200)).body.verificationRequestedAt).toBe(
      asked.body.verificationRequestedAt,
    );
    expect(await sellerRow(seller.userId)).toMatchObject({
      verificationRequestedAt: asked.body.verificationRequestedAt,
    });

    // Once: the second ask is refused with the date of the first, and changes nothing.
    const before = await snapshot(t);
    const again = await ask(seller).expect(409);
    expect(again.body.message).toMatch(/^You asked on .+ already$/);
    expect(await snapshot(t)).toBe(before);

    let notice = null;
    for (let i = 0; i < 100 && !notice; i++) {
      notice = await t
        .model('Notification')
        .findOne({ recipient: new Types.ObjectId(admin.userId), kind: 'verification-requested' })
        .lean();
      if (!notice) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(notice).toMatchObject({ title: 'Una Unverified asked to be verified', link: '/dashboard/all_sellers' });

    await t.http.put(`/verify/${seller.userId}`).set('Authorization', admin.bearer).expect(200);
    const row = await sellerRow(seller.userId);
    expect(row.isVerified).toBe(true);
    expect(row).not.toHaveProperty('verificationRequestedAt');
    const verified = await ask(seller).expect(409);
    expect(verified.body.message).toBe('Your seller account is verified already');
  });

  it('is a seller’s call only: buyers and admins get 403 and nothing changes', async () => {
    const buyer = await createActor(t, 'Buyer');
    const before = await snapshot(t);
    await ask(buyer).expect(403);
    await ask(admin).expect(403);
    await t.http.post('/me/verification-request').expect(401);
    expect(await snapshot(t)).toBe(before);
  });
});
