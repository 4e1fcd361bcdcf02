// Reports say why, the reported state is the reporter's own, and admins moderate: they read
// each car's reports, dismiss them, remove the car, warn or suspend its seller, and every such
// action is kept in an audit log.
import { Types } from 'mongoose';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('listing reports and moderation', () => {
  let t: TestApp;
  let admin: Actor;
  let seller: Actor;
  let reporter: Actor;
  let visitor: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    await createCategories(t);
    [admin, seller, reporter, visitor] = await Promise.all([
      createActor(t, 'Admin'),
      createActor(t, 'Seller', { name: 'Sam Seller' }),
      createActor(t, 'Buyer', { name: 'Rita Reporter' }),
      createActor(t, 'Buyer', { name: 'Vic Visitor' }),
    ]);
  });
  afterAll(() => t.close());

  const as = (actor: Actor) => ({
    get: (path: string) => t.http.get(path).set('Authorization', actor.bearer),
    put: (path: string, body?: object) => {
      const request = t.http.put(path).set('Authorization', actor.bearer);
      return body ? request.send(body) : request;
    },
    post: (path: string, body: object = {}) => t.http.post(path).set('Authorization', actor.bearer).send(body),
  });

  describe('a report says why', () => {
    it('keeps the reason and text; the red state is the reporter’s alone, others still report', async () => {
      const car = await createListing(t, seller, { name: 'Too good to be true' });
      const id = car._id.toString();
      const answer = await as(reporter)
        .put(`/report/${id}`, { reason: 'scam', text: 'Asks for a wire transfer' })
        .expect(200);
      expect(answer.body).toMatchObject({ _id: id, isReported: true });

      // Another visitor still sees Report, and reports too.
      expect((await as(visitor).get(`/listings/${id}`).expect(200)).body.isReported).toBe(false);
      const inList = (await as(visitor).get('/category/1').expect(200)).body.find((l: { _id: string }) => l._id === id);
      expect(inList.isReported).toBe(false);
      await as(visitor).put(`/report/${id}`, { reason: 'wrong-details' }).expect(200);

      const mine = (await as(reporter).get('/me/reports').expect(200)).body;
      expect(mine).toEqual([expect.objectContaining({ listingId: id, reason: 'scam' })]);
      expect((await as(seller).get('/me/reports').expect(200)).body).toEqual([]);

      const reports = await t.model('Report').find({ listing: car._id }).sort({ createdAt: 1 }).lean();
      expect(reports).toMatchObject([
        { reason: 'scam', text: 'Asks for a wire transfer' },
        { reason: 'wrong-details' },
      ]);
    });

    it('a report without a body (the original call) is reason other', async () => {
      const car = await createListing(t, seller);
      await as(reporter).put(`/report/${car._id}`).expect(200);
      expect(await t.model('Report').findOne({ listing: car._id }).lean()).toMatchObject({ reason: 'other' });
    });

    it('refuses an unknown reason or an overlong text with 400, and records nothing', async () => {
      const car = await createListing(t, seller);
      const unknown = await as(reporter).put(`/report/${car._id}`, { reason: 'ugly' }).expect(400);
      expect(JSON.stringify(unknown.body.message)).toContain('reason must be one of');
      await as(reporter)
        .put(`/report/${car._id}`, { reason: 'other', text: 'x'.repeat(501) })
        .expect(400);
      expect(await t.model('Report').countDocuments({ listing: car._id })).toBe(0);
      expect(await t.model('Listing').findById(car._id).lean()).toMatchObject({ isReported: false });
    });
  });

  describe('the moderation queue', () => {
    const reportedCar = async (name: string) => {
      const car = await createListing(t, seller, { name });
      const id = car._id.toString();
      await as(reporter).put(`/report/${id}`, { reason: 'scam', text: 'Wants a deposit by wire' }).expect(200);
      await as(visitor).put(`/report/${id}`, { reason: 'sold' }).expect(200);
      return id;
    };

    it('shows an admin each report of a car, newest first: reason, text, who and when', async () => {
      const id = await reportedCar('Queue read');
      const reports = (await as(admin).get(`/moderation/listings/${id}/reports`).expect(200)).body;
      expect(reports).toEqual([
        expect.objectContaining({ reason: 'sold', reporter: { _id: visitor.userId, name: 'Vic Visitor' } }),
        expect.objectContaining({
          reason: 'scam',
          text: 'Wants a deposit by wire',
          reporter: { _id: reporter.userId, name: 'Rita Reporter' },
        }),
      ]);
      expect(Date.parse(reports[0].reportedAt)).toBeGreaterThanOrEqual(Date.parse(reports[1].reportedAt));
      await as(reporter).get(`/moderation/listings/${id}/reports`).expect(403);
      await as(admin).get('/moderation/listings/5eed00000000000000009999/reports').expect(404);
    });

    it('dismissing keeps the car on the market, out of the queue, and is in the audit log', async () => {
      const id = await reportedCar('Queue dismiss');
      const dismissed = await as(admin).post(`/moderation/listings/${id}/dismiss`, { note: 'Checked the papers' });
      expect(dismissed.status).toBe(200);
      expect(dismissed.body).toMatchObject({ _id: id, isReported: false });
      const queue = (await as(admin).get('/reported').expect(200)).body.map((l: { _id: string }) => l._id);
      expect(queue).not.toContain(id);
      await as(visitor).get(`/listings/${id}`).expect(200);
      expect((await as(admin).get(`/moderation/listings/${id}/reports`).expect(200)).body).toEqual([]);
      // The reporter still sees their own report.
      const mine = (await as(reporter).get('/me/reports').expect(200)).body.map(
        (r: { listingId: string }) => r.listingId,
      );
      expect(mine).toContain(id);
      await as(admin).post(`/moderation/listings/${id}/dismiss`).expect(404); // nothing left to dismiss

      const log = (await as(admin).get('/moderation/audit').expect(200)).body;
      expect(log.items[0]).toMatchObject({
        action: 'reports-dismissed',
        adminId: admin.userId,
        targetKind: 'listing',
        targetId: id,
        targetLabel: expect.stringContaining('Queue dismiss'),
        note: 'Checked the papers',
      });
      await as(seller).get('/moderation/audit').expect(403);
    });

    it('removing the car as an admin is in the audit log', async () => {
      const id = await reportedCar('Queue remove');
      await t.http.delete(`/product_delete/${id}`).set('Authorization', admin.bearer).expect(200);
      expect(gone((await as(visitor).get(`/listings/${id}`)).status)).toBe(true);
      const log = (await as(admin).get('/moderation/audit?limit=1').expect(200)).body;
      expect(log.items).toEqual([expect.objectContaining({ action: 'listing-removed', targetId: id })]);
      expect(log.nextCursor).toEqual(expect.any(String));
    });

    it('a warning tells the seller why, and changes nothing else', async () => {
      const warned = await createActor(t, 'Seller', { name: 'Wendy Warned' });
      const car = await createListing(t, warned, { name: 'Warned car' });
      await as(admin).post(`/moderation/sellers/${warned.userId}/warn`, {}).expect(400);
      await as(admin)
        .post(`/moderation/sellers/${warned.userId}/warn`, { reason: 'Your photos show another car.' })
        .expect(200);
      const notice = await waitForNotification(warned.userId);
      expect(notice).toMatchObject({
        kind: 'account-moderated',
        title: 'A warning from the CarMarket moderators',
        body: expect.stringContaining('Your photos show another car.'),
      });
      await as(visitor).get(`/listings/${car._id}`).expect(200);
      await as(warned).put(`/listings/${car._id}`, { sale_price: 41 }).expect(200);
      await as(admin).post(`/moderation/sellers/${visitor.userId}/warn`, { reason: 'x' }).expect(409);
    });

    it("a suspension takes the seller's cars off the market, refuses their changes with 403 and tells them why", async () => {
      const bad = await createActor(t, 'Seller', { name: 'Sid Suspended' });
      const cars = await Promise.all([1, 2].map((i) => createListing(t, bad, { name: `Suspended car ${i}` })));
      const res = await as(admin)
        .post(`/moderation/sellers/${bad.userId}/suspend`, { reason: 'Three buyers reported a deposit scam.' })
        .expect(200);
      expect(res.body).toMatchObject({
        _id: bad.userId,
        listingsWithdrawn: 2,
        suspension: { reason: 'Three buyers reported a deposit scam.' },
      });
      for (const car of cars) expect(gone((await as(visitor).get(`/listings/${car._id}`)).status)).toBe(true);
      const market = (await as(visitor).get('/category/1').expect(200)).body.map((l: { _id: string }) => l._id);
      expect(market).not.toContain(cars[0]._id.toString());

      const before = await t.model('Listing').countDocuments({ seller: cars[0].seller });
      const refused = await as(bad).put(`/listings/${cars[0]._id}`, { sale_price: 10 }).expect(403);
      expect(refused.body.message).toBe('This account is suspended: Three buyers reported a deposit scam.');
      await t.http.post('/add_product').set('Authorization', bad.bearer).send({ name: 'New one' }).expect(403);
      expect(await t.model('Listing').countDocuments({ seller: cars[0].seller })).toBe(before);
      // Reading still works: they can see why.
      await as(bad).get('/my_products/anyone').expect(200);
      const notice = await waitForNotification(bad.userId);
      expect(notice).toMatchObject({
        kind: 'account-moderated',
        title: 'Your seller account is suspended',
        body: expect.stringContaining('Three buyers reported a deposit scam.'),
      });

      await as(admin).post(`/moderation/sellers/${bad.userId}/suspend`, { reason: 'Again' }).expect(409);
      const log = (await as(admin).get('/moderation/audit').expect(200)).body;
      expect(log.items[0]).toMatchObject({
        action: 'seller-suspended',
        targetId: bad.userId,
        note: 'Three buyers reported a deposit scam.',
      });
    });
  });

  describe('the queue order', () => {
    it('lists the car reported last first, whenever it was posted', async () => {
      const [older, newer] = await Promise.all(
        ['Posted first', 'Posted later'].map((name) => createListing(t, seller, { name })),
      );
      const members = await Promise.all([1, 2, 3].map(() => createActor(t, 'Buyer')));
      const queueTop = async () =>
        ((await as(admin).get('/reported?limit=2').expect(200)).body as { name: string }[]).map((l) => l.name);

      await as(members[0]).put(`/report/${newer._id}`, { reason: 'scam' }).expect(200);
      await as(members[1]).put(`/report/${older._id}`, { reason: 'scam' }).expect(200);
      expect(await queueTop()).toEqual(['Posted first', 'Posted later']);
      await as(members[2]).put(`/report/${newer._id}`, { reason: 'offensive' }).expect(200);
      expect(await queueTop()).toEqual(['Posted later', 'Posted first']);
      // The same member reporting again changes nothing, the order neither.
      await as(members[1]).put(`/report/${older._id}`, { reason: 'scam' }).expect(200);
      expect(await queueTop()).toEqual(['Posted later', 'Posted first']);
    });
  });

  describe('lifting a suspension', () => {
    it('tells the seller and logs it; their cars stay off the market until they relist each one', async () => {
      const sam = await createActor(t, 'Seller', { name: 'Sam Reinstated' });
      const [kept, relisted] = await Promise.all(
        ['Kept off', 'Relisted'].map((name) => createListing(t, sam, { name })),
      );
      await as(admin).post(`/moderation/sellers/${sam.userId}/reinstate`, {}).expect(409);
      await as(admin).post(`/moderation/sellers/${sam.userId}/suspend`, { reason: 'Fake photos.' }).expect(200);
      // Suspended, the seller cannot put a car back themselves.
      await as(sam).post(`/listings/${relisted._id}/relist`).expect(403);

      const res = await as(admin)
        .post(`/moderation/sellers/${sam.userId}/reinstate`, { note: 'The photos were checked.' })
        .expect(200);
      expect(res.body._id).toBe(sam.userId);
      expect(res.body.suspension).toBeUndefined();
      const notice = await waitForNotification(sam.userId, 'Your seller account is active again');
      expect(notice).toHaveProperty(
        'body',
        'The photos were checked. You can add and change cars again. Your cars stay off the market until you relist them in My Products.',
      );
      const log = (await as(admin).get('/moderation/audit').expect(200)).body;
      expect(log.items[0]).toMatchObject({
        action: 'seller-reinstated',
        targetId: sam.userId,
        note: 'The photos were checked.',
      });

      // Nothing came back by itself; the seller relists one car and only that one returns.
      for (const car of [kept, relisted])
        expect(gone((await as(visitor).get(`/listings/${car._id}`)).status)).toBe(true);
      await as(sam).post(`/listings/${relisted._id}/relist`).expect(200);
      await as(visitor).get(`/listings/${relisted._id}`).expect(200);
      expect(gone((await as(visitor).get(`/listings/${kept._id}`)).status)).toBe(true);
      await as(sam).put(`/listings/${relisted._id}`, { sale_price: 39 }).expect(200);

      await as(admin).post(`/moderation/sellers/${sam.userId}/reinstate`, {}).expect(409);
      await as(admin)
        .post(`/moderation/sellers/${sam.userId}/reinstate`, { note: 'x'.repeat(501) })
        .expect(400);
    });
  });

  /** A withdrawn listing's page: gone (410 once the API tells withdrawn from unknown; 404 before). */
  const gone = (status: number) => status === 404 || status === 410;

  /** The seller's notification, once the outbox dispatcher delivered it (no sleeping: polls the result). */
  async function waitForNotification(userId: string, title?: string) {
    for (let i = 0; i < 100; i++) {
      const found = await t
        .model('Notification')
        .findOne({ recipient: new Types.ObjectId(userId), kind: 'account-moderated', ...(title && { title }) })
        .sort({ createdAt: -1 })
        .lean();
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no notification arrived');
  }
});
