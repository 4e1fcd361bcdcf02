// Members report reviews as they report cars (a reason, once each, their own Reported state);
// admins read the reported reviews first, with every report, and dismiss the reports or remove
// the review; both are kept in the audit log.
import { Types } from 'mongoose';
import { book, payOrder } from './support/commerce';
import { createActor, createCategories, createListing, snapshot, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('review reports and their moderation', () => {
  let t: TestApp;
  let seller: Actor;
  let writer: Actor;
  let reporter: Actor;
  let other: Actor;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_UNPAID_BOOKINGS: '1000', REPORTS_PER_USER_PER_DAY: '12' } });
    await createCategories(t);
    [seller, writer, reporter, other, admin] = await Promise.all([
      createActor(t, 'Seller', { name: 'Sam Seller' }),
      createActor(t, 'Buyer', { name: 'Wes Writer' }),
      createActor(t, 'Buyer', { name: 'Rita Reporter' }),
      createActor(t, 'Buyer', { name: 'Olga Other' }),
      createActor(t, 'Admin'),
    ]);
  });
  afterAll(() => t.close());

  const as = (who: Actor) => ({
    get: (url: string) => t.http.get(url).set('Authorization', who.bearer),
    post: (url: string, body: object = {}) => t.http.post(url).set('Authorization', who.bearer).send(body),
    put: (url: string, body?: object) => {
      const request = t.http.put(url).set('Authorization', who.bearer);
      return body ? request.send(body) : request;
    },
    delete: (url: string) => t.http.delete(url).set('Authorization', who.bearer),
  });
  /** A shown review by the writer of a paid order of the seller's. */
  const aReview = async (text = 'Rude and late') => {
    const order = await book(t, writer, (await createListing(t, seller))._id.toString());
    await payOrder(t, writer, order._id);
    return (await as(writer).post('/reviews', { orderId: order._id, rating: 1, text }).expect(201)).body._id as string;
  };
  const queue = async () => (await as(admin).get('/moderation/reviews').expect(200)).body;

  it('keeps who reported, why and when; the Reported state is the reporter’s own; others still report', async () => {
    const id = await aReview();
    const first = await as(reporter).put(`/reviews/${id}/report`, { reason: 'offensive', text: 'Insults the seller' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ reviewId: id, reason: 'offensive' });
    // Once per member: reporting again changes nothing and answers the first report.
    const again = await as(reporter).put(`/reviews/${id}/report`, { reason: 'scam' }).expect(200);
    expect(again.body).toEqual(first.body);

    expect((await as(reporter).get('/reviews/my-reports').expect(200)).body).toEqual([first.body]);
    expect((await as(other).get('/reviews/my-reports').expect(200)).body).toEqual([]);
    await as(other).put(`/reviews/${id}/report`).expect(200); // no body: reason other

    const stored = await t
      .model('ReviewReport')
      .find({ review: new Types.ObjectId(id) })
      .sort({ createdAt: 1 })
      .lean();
    expect(stored).toMatchObject([
      { user: new Types.ObjectId(reporter.userId), reason: 'offensive', text: 'Insults the seller' },
      { user: new Types.ObjectId(other.userId), reason: 'other' },
    ]);
    // The review stays on the seller's page meanwhile.
    const page = (await t.http.get(`/sellers/${seller.userId}/reviews`).expect(200)).body;
    expect(page.items.map((r: { _id: string }) => r._id)).toContain(id);
  });

  it('tells every admin of a report', async () => {
    const id = await aReview('Tells every admin');
    await as(reporter).put(`/reviews/${id}/report`, { reason: 'scam' }).expect(200);
    for (let i = 0; i < 100; i++) {
      const notice = await t
        .model('Notification')
        .findOne({ recipient: new Types.ObjectId(admin.userId), kind: 'review-reported' })
        .lean();
      if (notice) {
        expect(notice).toMatchObject({ title: expect.stringContaining('Wes'), link: '/dashboard/all_reports' });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no notification arrived');
  });

  it('refuses its own writer, a removed or unknown review and bad input with a 4xx and a message, changing nothing', async () => {
    const id = await aReview();
    const before = await snapshot(t);
    const own = await as(writer).put(`/reviews/${id}/report`, { reason: 'scam' }).expect(403);
    expect(own.body.message).toBe('You cannot report your own review.');
    const unknown = await as(reporter).put(`/reviews/${id}/report`, { reason: 'ugly' }).expect(400);
    expect(JSON.stringify(unknown.body.message)).toContain('reason must be one of');
    await as(reporter)
      .put(`/reviews/${id}/report`, { reason: 'other', text: 'x'.repeat(501) })
      .expect(400);
    await as(reporter).put('/reviews/5eed00000000000000009999/report', { reason: 'scam' }).expect(404);
    await as(reporter).put('/reviews/not-an-id/report', { reason: 'scam' }).expect(400);
    await t.http.put(`/reviews/${id}/report`).send({ reason: 'scam' }).expect(401);
    expect(await snapshot(t)).toBe(before);

    await as(admin).delete(`/reviews/${id}`).expect(204);
    const removed = await as(reporter).put(`/reviews/${id}/report`, { reason: 'scam' }).expect(404);
    expect(removed.body.message).toBe('Review not found');
  });

  it('caps the reviews a member reports a day (429), keeping those before', async () => {
    const capped = await createActor(t, 'Buyer');
    const ids = [await aReview('Cap 1'), await aReview('Cap 2')];
    // Eleven reports made earlier today, as the cap counts them.
    await t.model('ReviewReport').insertMany(
      Array.from({ length: 11 }, () => ({
        review: new Types.ObjectId(),
        user: new Types.ObjectId(capped.userId),
        reason: 'other',
      })),
    );
    await as(capped).put(`/reviews/${ids[0]}/report`, { reason: 'sold' }).expect(200);
    const refused = await as(capped).put(`/reviews/${ids[1]}/report`, { reason: 'sold' }).expect(429);
    expect(refused.body.message).toContain('at most 12 reviews a day');
    expect(await t.model('ReviewReport').countDocuments({ user: new Types.ObjectId(capped.userId) })).toBe(12);
    expect(await t.model('ReviewReport').countDocuments({ review: new Types.ObjectId(ids[1]) })).toBe(0);
  });

  it('lists reported reviews for admins, the one reported last first, with count, reasons and reporters newest first', async () => {
    const older = await aReview('Older report');
    const newer = await aReview('Newer report');
    await aReview('Never reported');
    await as(reporter).put(`/reviews/${older}/report`, { reason: 'wrong-details' }).expect(200);
    await as(reporter).put(`/reviews/${newer}/report`, { reason: 'offensive', text: 'Slurs' }).expect(200);
    await as(other).put(`/reviews/${newer}/report`, { reason: 'scam' }).expect(200);

    const page = await queue();
    const ids = page.items.map((r: { _id: string }) => r._id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(page.items.map((r: { text: string }) => r.text)).not.toContain('Never reported');
    const newest = page.items[ids.indexOf(newer)];
    expect(newest).toMatchObject({ text: 'Newer report', buyerName: 'Wes' });
    expect(newest.reports).toEqual([
      expect.objectContaining({ reason: 'scam', reporter: { _id: other.userId, name: 'Olga Other' } }),
      expect.objectContaining({
        reason: 'offensive',
        text: 'Slurs',
        reporter: { _id: reporter.userId, name: 'Rita Reporter' },
      }),
    ]);
    const paged = (await as(admin).get('/moderation/reviews?limit=1').expect(200)).body;
    expect(paged.items).toHaveLength(1);
    expect(paged.nextCursor).toEqual(expect.any(String));
    const next = (await as(admin).get(`/moderation/reviews?limit=1&cursor=${paged.nextCursor}`).expect(200)).body;
    expect(next.items[0]._id).not.toBe(paged.items[0]._id);
    await as(reporter).get('/moderation/reviews').expect(403);
  });

  it('dismissing keeps the review, takes it out of the queue, keeps the reporter’s state, and is in the audit log', async () => {
    const id = await aReview('To be dismissed');
    await as(reporter).put(`/reviews/${id}/report`, { reason: 'offensive' }).expect(200);
    const before = await snapshot(t);
    await as(reporter).post(`/moderation/reviews/${id}/dismiss`).expect(403);
    await as(admin)
      .post(`/moderation/reviews/${id}/dismiss`, { note: 'x'.repeat(501) })
      .expect(400);
    expect(await snapshot(t)).toBe(before);

    const dismissed = await as(admin).post(`/moderation/reviews/${id}/dismiss`, { note: 'Fair criticism' }).expect(200);
    expect(dismissed.body).toMatchObject({ _id: id, text: 'To be dismissed' });
    expect((await queue()).items.map((r: { _id: string }) => r._id)).not.toContain(id);
    const page = (await t.http.get(`/sellers/${seller.userId}/reviews?limit=100`).expect(200)).body;
    expect(page.items.map((r: { _id: string }) => r._id)).toContain(id);
    const mine = (await as(reporter).get('/reviews/my-reports').expect(200)).body;
    expect(mine.map((r: { reviewId: string }) => r.reviewId)).toContain(id);
    const nothingLeft = await as(admin).post(`/moderation/reviews/${id}/dismiss`).expect(404);
    expect(nothingLeft.body.message).toBe('This review has no open reports');

    const log = (await as(admin).get('/moderation/audit').expect(200)).body;
    expect(log.items[0]).toMatchObject({
      action: 'review-reports-dismissed',
      adminId: admin.userId,
      targetKind: 'review',
      targetId: id,
      targetLabel: expect.stringContaining('Wes'),
      note: 'Fair criticism',
    });
  });

  it('removing a reported review takes it off the page and out of the queue, once in the audit log', async () => {
    const id = await aReview('To be removed');
    await as(reporter).put(`/reviews/${id}/report`, { reason: 'offensive' }).expect(200);
    await as(admin).delete(`/reviews/${id}`).expect(204);
    await as(admin).delete(`/reviews/${id}`).expect(204); // idempotent: logged once
    expect((await queue()).items.map((r: { _id: string }) => r._id)).not.toContain(id);
    const page = (await t.http.get(`/sellers/${seller.userId}/reviews?limit=100`).expect(200)).body;
    expect(page.items.map((r: { _id: string }) => r._id)).not.toContain(id);
    const log = (await as(admin).get('/moderation/audit').expect(200)).body;
    const removals = log.items.filter((e: { action: string; targetId: string }) => e.targetId === id);
    expect(removals).toEqual([expect.objectContaining({ action: 'review-removed', targetKind: 'review' })]);
  });
});
