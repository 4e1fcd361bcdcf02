// Conversations: a buyer's question about a listing, the buyer and seller of an order; nobody
// else reads or writes (admins read once it is reported); text only, 1-2000 characters, shown as
// text; unread counts; blocking; safety notices; the per-sender rate limit; and the new-message
// notification through the outbox, crash or not.
import { Types } from 'mongoose';
import { FaultPoints } from '../src/common/faults/fault-points';
import { BlocksService } from '../src/conversations/blocks.service';
import { OutboxDispatcher } from '../src/notifications/outbox-dispatcher';
import { book } from './support/commerce';
import { createActor, createCategories, createListing, snapshot, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe('conversations', () => {
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let stranger: Actor;
  let admin: Actor;

  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_UNPAID_BOOKINGS: '1000' } });
    await createCategories(t);
    [seller, buyer, stranger, admin] = await Promise.all([
      createActor(t, 'Seller', { name: 'Sam Seller' }),
      createActor(t, 'Buyer', { name: 'Bea Buyer' }),
      createActor(t, 'Buyer'),
      createActor(t, 'Admin'),
    ]);
  });
  afterAll(() => t.close());
  afterEach(() => t.app.get(FaultPoints).disarmAll());

  const as = (who: Actor) => ({
    get: (url: string) => t.http.get(url).set('Authorization', who.bearer),
    post: (url: string, body?: object) => t.http.post(url).set('Authorization', who.bearer).send(body),
    put: (url: string) => t.http.put(url).set('Authorization', who.bearer),
    delete: (url: string) => t.http.delete(url).set('Authorization', who.bearer),
  });
  const aboutNewListing = async (who = buyer) => {
    const listing = await createListing(t, seller, { name: 'Civic', brand: 'Honda' });
    return (await as(who).post('/conversations', { listingId: listing._id.toString() }).expect(201)).body as {
      _id: string;
    };
  };
  const newMessages = (recipient: Actor) =>
    t.model('Notification').countDocuments({ recipient: new Types.ObjectId(recipient.userId), kind: 'new-message' });

  describe('opening', () => {
    it('a buyer asks about a listing: one conversation per buyer and listing', async () => {
      const listing = await createListing(t, seller);
      const opened = await as(buyer).post('/conversations', { listingId: listing._id.toString() }).expect(201);
      expect(opened.body).toMatchObject({
        subject: 'listing',
        listingId: listing._id.toString(),
        buyer: { name: 'Bea Buyer' },
        seller: { name: 'Sam Seller' },
        unread: 0,
      });
      const again = await as(buyer).post('/conversations', { listingId: listing._id.toString() }).expect(200);
      expect(again.body._id).toBe(opened.body._id);
      const other = await as(stranger).post('/conversations', { listingId: listing._id.toString() }).expect(201);
      expect(other.body._id).not.toBe(opened.body._id);
    });

    it("the seller cannot open one about the seller's own car; an unknown car is 404", async () => {
      const listing = await createListing(t, seller);
      await as(seller).post('/conversations', { listingId: listing._id.toString() }).expect(403);
      await as(buyer).post('/conversations', { listingId: new Types.ObjectId().toString() }).expect(404);
    });

    it("an order's conversation is its buyer's and its seller's only", async () => {
      const order = await book(t, buyer, (await createListing(t, seller))._id.toString());
      const bySeller = await as(seller).post('/conversations', { orderId: order._id }).expect(201);
      expect(bySeller.body).toMatchObject({ subject: 'order', orderId: order._id });
      expect((await as(buyer).post('/conversations', { orderId: order._id }).expect(200)).body._id).toBe(
        bySeller.body._id,
      );
      const before = await snapshot(t);
      await as(stranger).post('/conversations', { orderId: order._id }).expect(404);
      await as(admin).post('/conversations', { orderId: order._id }).expect(404);
      expect(await snapshot(t)).toBe(before);
    });

    it('refuses a body without exactly one valid id (400, nothing changed)', async () => {
      const listing = await createListing(t, seller);
      const before = await snapshot(t);
      for (const body of [
        {},
        { listingId: 'nope' },
        { orderId: 42 },
        { listingId: listing._id.toString(), orderId: new Types.ObjectId().toString() },
        { listingId: listing._id.toString(), extra: 1 },
      ]) {
        const res = await as(buyer).post('/conversations', body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
      }
      expect(await snapshot(t)).toBe(before);
    });
  });

  describe('messages', () => {
    it('reach the other side: unread counts, the list newest first, the thread, a notification; reading clears them', async () => {
      const first = await aboutNewListing();
      const second = await aboutNewListing();
      const beforeNotifications = await newMessages(seller);
      await as(buyer).post(`/conversations/${first._id}/messages`, { text: 'Is it still available?' }).expect(201);
      const sent = await as(buyer).post(`/conversations/${second._id}/messages`, { text: 'Any rust?' }).expect(201);
      expect(sent.body).toMatchObject({ text: 'Any rust?', senderId: buyer.userId, safetyNotice: false, read: false });

      const unread = (await as(seller).get('/conversations/unread-count').expect(200)).body.count;
      expect(unread).toBeGreaterThanOrEqual(2);
      const list = (await as(seller).get('/conversations').expect(200)).body;
      expect(list.items.slice(0, 2).map((c: { _id: string }) => c._id)).toEqual([second._id, first._id]);
      expect(list.items[0]).toMatchObject({ lastMessage: 'Any rust?', unread: 1 });
      expect(list.unread).toBe(unread);
      expect(await newMessages(seller)).toBe(beforeNotifications + 2);
      expect((await as(buyer).get('/conversations/unread-count')).body.count).toBe(0); // one's own messages are not unread

      const thread = (await as(seller).get(`/conversations/${first._id}`).expect(200)).body;
      expect(thread).toMatchObject({
        conversation: { _id: first._id, unread: 1 },
        listing: { name: 'Civic', brand: 'Honda' },
        olderCursor: null,
      });
      expect(thread.messages.map((m: { text: string }) => m.text)).toEqual(['Is it still available?']);

      await as(seller).put(`/conversations/${first._id}/read`).expect(204);
      expect((await as(seller).get('/conversations/unread-count')).body.count).toBe(unread - 1);
      const reply = await as(seller)
        .post(`/conversations/${first._id}/messages`, { text: 'Yes, come and see it.' })
        .expect(201);
      const buyersView = (await as(buyer).get(`/conversations/${first._id}`)).body;
      expect(buyersView.messages.map((m: { _id: string }) => m._id).at(-1)).toBe(reply.body._id);
      expect(buyersView.conversation.unread).toBe(1);
    });

    it('a long thread reads on from its latest page: older pages newest first, with Link and X-Total-Count', async () => {
      const { _id } = await aboutNewListing();
      const start = Date.now() - 3_600_000;
      await t.model('Message').collection.insertMany(
        Array.from({ length: 53 }, (_, i) => ({
          conversation: new Types.ObjectId(_id),
          sender: new Types.ObjectId(buyer.userId),
          recipient: new Types.ObjectId(seller.userId),
          text: `Message ${i + 1}`,
          safetyNotice: false,
          read: true,
          createdAt: new Date(start + i * 1000),
          updatedAt: new Date(start + i * 1000),
        })),
      );
      const thread = (await as(seller).get(`/conversations/${_id}`).expect(200)).body;
      expect(thread.messages).toHaveLength(50);
      expect(thread.messages[0].text).toBe('Message 4');

      const texts = (page: { body: { text: string }[] }) => page.body.map((m) => m.text);
      const older = await as(buyer)
        .get(`/conversations/${_id}/messages?limit=2&cursor=${encodeURIComponent(thread.olderCursor)}`)
        .expect(200);
      expect(texts(older)).toEqual(['Message 3', 'Message 2']);
      expect(older.headers['x-total-count']).toBe('53');
      const next = /<([^>]+)>;\s*rel="next"/.exec(older.headers.link)![1];
      const last = await as(buyer).get(next).expect(200);
      expect(texts(last)).toEqual(['Message 1']);
      expect(last.headers.link).toBeUndefined();

      await as(stranger).get(`/conversations/${_id}/messages`).expect(404);
      await as(admin).get(`/conversations/${_id}/messages`).expect(403);
      await as(buyer).get(`/conversations/${_id}/messages?cursor=not-a-cursor`).expect(400);
    });

    it("reading a thread marks that conversation's new-message notifications read, for the reader only", async () => {
      const read = await aboutNewListing();
      const other = await aboutNewListing();
      await as(buyer).post(`/conversations/${read._id}/messages`, { text: 'First question' }).expect(201);
      await as(buyer).post(`/conversations/${read._id}/messages`, { text: 'Second question' }).expect(201);
      await as(buyer).post(`/conversations/${other._id}/messages`, { text: 'About the other car' }).expect(201);
      await as(seller)
        .post(`/conversations/${read._id}/messages`, { text: 'A reply the buyer has not read' })
        .expect(201);
      const bell = async (who: Actor) =>
        (await as(who).get('/notifications/unread-count').expect(200)).body.count as number;
      const [sellerBefore, buyerBefore] = [await bell(seller), await bell(buyer)];

      await as(seller).put(`/conversations/${read._id}/read`).expect(204);

      expect(await bell(seller)).toBe(sellerBefore - 2); // both messages of this conversation
      const notices = (await as(seller).get('/notifications?limit=100').expect(200)).body.items as {
        link: string;
        read: boolean;
      }[];
      expect(notices.filter((n) => n.link === `/dashboard/messages/${read._id}`).map((n) => n.read)).toEqual([
        true,
        true,
      ]);
      expect(notices.filter((n) => n.link === `/dashboard/messages/${other._id}`).map((n) => n.read)).toEqual([false]);
      expect(await bell(buyer)).toBe(buyerBefore); // the other party's notification of the reply stays unread
    });
    it('are text: markup comes back exactly as sent', async () => {
      const { _id } = await aboutNewListing();
      const text = '<script>alert("x")</script><b>bold?</b> & more';
      await as(buyer).post(`/conversations/${_id}/messages`, { text }).expect(201);
      expect((await as(seller).get(`/conversations/${_id}`)).body.messages[0].text).toBe(text);
    });

    it('refuses empty, blank, oversize and non-text messages with 400, changing nothing', async () => {
      const { _id } = await aboutNewListing();
      const before = await snapshot(t);
      for (const body of [
        { text: '' },
        { text: '   \n ' },
        { text: 'x'.repeat(2001) },
        { text: 42 },
        {},
        { text: 'hi', sender: seller.userId },
      ]) {
        const res = await as(buyer).post(`/conversations/${_id}/messages`, body);
        expect({
          length: typeof body.text === 'string' ? body.text.length : body.text,
          status: res.status,
        }).toMatchObject({ status: 400 });
        expect(res.body.message).toEqual(expect.anything());
      }
      expect(await snapshot(t)).toBe(before);
      await as(buyer)
        .post(`/conversations/${_id}/messages`, { text: 'x'.repeat(2000) })
        .expect(201);
    });

    it('carry a safety notice when they hold a link or ask for payment outside CarMarket', async () => {
      const { _id } = await aboutNewListing();
      const cases: [string, boolean][] = [
        ['Pay the deposit by Western Union and I hold it', true],
        ['More photos at https://cars.example/x', true],
        ['see www.my-cars.shop', true],
        ['Send me the money with a gift card', true],
        ['Can we meet Saturday at 10?', false],
        ['It has 45k miles, service book complete.', false],
      ];
      for (const [text, notice] of cases) {
        const res = await as(seller).post(`/conversations/${_id}/messages`, { text }).expect(201);
        expect({ text, notice: res.body.safetyNotice }).toEqual({ text, notice });
      }
    });
  });

  describe('who may', () => {
    it('a third party reads and writes nothing (404, nothing changed); an admin reads only once it is reported', async () => {
      const { _id } = await aboutNewListing();
      await as(buyer).post(`/conversations/${_id}/messages`, { text: 'You are rude.' }).expect(201);
      const before = await snapshot(t);
      await as(stranger).get(`/conversations/${_id}`).expect(404);
      await as(stranger).post(`/conversations/${_id}/messages`, { text: 'hi' }).expect(404);
      await as(stranger).put(`/conversations/${_id}/read`).expect(404);
      await as(stranger).post(`/conversations/${_id}/report`, {}).expect(404);
      await as(stranger).post(`/conversations/${_id}/block`).expect(404);
      await as(admin).get(`/conversations/${_id}`).expect(403);
      await as(admin).post(`/conversations/${_id}/messages`, { text: 'hi' }).expect(404);
      expect((await as(stranger).get('/conversations')).body.items.some((c: { _id: string }) => c._id === _id)).toBe(
        false,
      );
      expect(await snapshot(t)).toBe(before);

      await as(seller).post(`/conversations/${_id}/report`, { reason: 'Insults' }).expect(200);
      await as(buyer).post(`/conversations/${_id}/report`, { reason: 'Second report' }).expect(200); // the first is kept
      const seen = (await as(admin).get(`/conversations/${_id}`).expect(200)).body;
      expect(seen).toMatchObject({
        conversation: { reported: true },
        report: { reportedBy: seller.userId, reason: 'Insults' },
      });
      expect(seen.messages.map((m: { text: string }) => m.text)).toEqual(['You are rude.']);
      const reported = (await as(admin).get('/conversations/reported').expect(200)).body;
      expect(reported.items[0]._id).toBe(_id);
      await as(buyer).get('/conversations/reported').expect(403);
      await as(stranger).get(`/conversations/${_id}`).expect(404);
    });
  });

  describe('blocking', () => {
    it('either side blocks: no messages either way, no new conversation; only the blocker lifts it', async () => {
      const [pairSeller, pairBuyer] = await Promise.all([createActor(t, 'Seller'), createActor(t, 'Buyer')]);
      const listing = await createListing(t, pairSeller);
      const { _id } = (await as(pairBuyer).post('/conversations', { listingId: listing._id.toString() }).expect(201))
        .body;
      await as(pairSeller).post(`/conversations/${_id}/block`).expect(204);
      await as(pairSeller).post(`/conversations/${_id}/block`).expect(204); // idempotent

      const blocks = t.app.get(BlocksService);
      expect([
        await blocks.isBlocked(pairBuyer.userId, pairSeller.userId),
        await blocks.isBlocked(pairSeller.userId, pairBuyer.userId),
      ]).toEqual([true, true]);
      const another = await createListing(t, pairSeller);
      const before = await snapshot(t);
      for (const who of [pairBuyer, pairSeller]) {
        const res = await as(who).post(`/conversations/${_id}/messages`, { text: 'hello?' }).expect(403);
        expect(res.body.message).toMatch(/blocked/);
      }
      await as(pairBuyer).post('/conversations', { listingId: another._id.toString() }).expect(403);
      expect(await snapshot(t)).toBe(before);
      expect((await as(pairSeller).get(`/conversations/${_id}`)).body.conversation).toMatchObject({
        blocked: true,
        blockedByMe: true,
      });
      expect((await as(pairBuyer).get(`/conversations/${_id}`)).body.conversation).toMatchObject({
        blocked: true,
        blockedByMe: false,
      });

      await as(pairBuyer).delete(`/conversations/${_id}/block`).expect(204); // not the buyer's block to lift
      await as(pairBuyer).post(`/conversations/${_id}/messages`, { text: 'hello?' }).expect(403);
      await as(pairSeller).delete(`/conversations/${_id}/block`).expect(204);
      await as(pairBuyer).post(`/conversations/${_id}/messages`, { text: 'hello again' }).expect(201);
      expect(await blocks.isBlocked(pairBuyer.userId, pairSeller.userId)).toBe(false);
    });
  });

  describe('the new-message notification', () => {
    it('survives a crash between the message and its dispatch, once', async () => {
      const { _id } = await aboutNewListing();
      const before = await newMessages(seller);
      t.app.get(FaultPoints).arm('outbox.before-dispatch');
      await as(buyer).post(`/conversations/${_id}/messages`, { text: 'Crash right after me' }).expect(500);
      expect(
        (await as(seller).get(`/conversations/${_id}`)).body.messages.map((m: { text: string }) => m.text),
      ).toEqual(['Crash right after me']);
      expect(await newMessages(seller)).toBe(before);

      await t.app.get(OutboxDispatcher).sweep(); // the restarted process
      await t.app.get(OutboxDispatcher).sweep();
      expect(await newMessages(seller)).toBe(before + 1);
    });

    it('delivered by a late sweep after its thread was read, it is read for the reader and unread for nobody else', async () => {
      const { _id } = await aboutNewListing();
      const faults = t.app.get(FaultPoints);
      faults.arm('outbox.before-dispatch');
      await as(buyer).post(`/conversations/${_id}/messages`, { text: 'Sent before a crash' }).expect(500);
      // The seller reads the thread before any sweep delivered the message's notification.
      await as(seller).put(`/conversations/${_id}/read`).expect(204);
      faults.arm('outbox.before-dispatch');
      await as(seller).post(`/conversations/${_id}/messages`, { text: 'A reply the buyer has not read' }).expect(500);
      const bell = async (who: Actor) =>
        (await as(who).get('/notifications/unread-count').expect(200)).body.count as number;
      const sellerBefore = await bell(seller);

      await t.app.get(OutboxDispatcher).sweep();
      const aboutThread = async (who: Actor) =>
        (
          (await as(who).get('/notifications?limit=100').expect(200)).body.items as {
            link: string;
            body: string;
            read: boolean;
          }[]
        )
          .filter((n) => n.link === `/dashboard/messages/${_id}`)
          .map(({ body, read }) => ({ body, read }));
      expect(await aboutThread(seller)).toEqual([{ body: 'Sent before a crash', read: true }]);
      expect(await bell(seller)).toBe(sellerBefore);
      expect(await aboutThread(buyer)).toEqual([{ body: 'A reply the buyer has not read', read: false }]);
    });

    it('read in its thread while the dispatch is between fetching the message and writing the notification, it still ends read', async () => {
      const { _id } = await aboutNewListing();
      t.app.get(FaultPoints).arm('outbox.before-dispatch');
      await as(buyer).post(`/conversations/${_id}/messages`, { text: 'Read mid-dispatch' }).expect(500);
      const notifications = t.model('Notification');
      const write = notifications.updateOne.bind(notifications);
      // The dispatcher has read the message (unread then); the seller reads the thread before the notification is written.
      jest.spyOn(notifications, 'updateOne').mockImplementationOnce(((...args: Parameters<typeof write>) => ({
        exec: async () => {
          await as(seller).put(`/conversations/${_id}/read`).expect(204);
          return write(...args).exec();
        },
      })) as unknown as typeof write);

      await t.app.get(OutboxDispatcher).sweep();
      const notice = await notifications
        .findOne({ recipient: new Types.ObjectId(seller.userId), link: `/dashboard/messages/${_id}` })
        .lean<{ body: string; read: boolean }>();
      expect(notice).toMatchObject({ body: 'Read mid-dispatch', read: true });
    });

    it('is not doubled by a crash after it was written', async () => {
      const { _id } = await aboutNewListing();
      const before = await newMessages(seller);
      t.app.get(FaultPoints).arm('outbox.after-deliver');
      await as(buyer).post(`/conversations/${_id}/messages`, { text: 'Crash after delivering' }).expect(500);
      expect(await newMessages(seller)).toBe(before + 1);
      await t.app.get(OutboxDispatcher).sweep();
      expect(await newMessages(seller)).toBe(before + 1);
      expect(await t.model('Message').countDocuments({ 'outbox.0': { $exists: true } })).toBe(0);
    });
  });
});

describe('conversations: the per-sender rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MESSAGE_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('refuses the message past the limit with 429 and Retry-After, and stores it not', async () => {
    const [seller, buyer] = await Promise.all([createActor(t, 'Seller'), createActor(t, 'Buyer')]);
    const listing = await createListing(t, seller);
    const { _id } = (
      await t.http
        .post('/conversations')
        .set('Authorization', buyer.bearer)
        .send({ listingId: listing._id.toString() })
        .expect(201)
    ).body;
    const send = (who: Actor) =>
      t.http.post(`/conversations/${_id}/messages`).set('Authorization', who.bearer).send({ text: 'ping' });
    for (let i = 0; i < 3; i++) await send(buyer).expect(201);
    const refused = await send(buyer).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.model('Message').countDocuments({ conversation: new Types.ObjectId(_id) })).toBe(3);
    await send(seller).expect(201); // per sender: the other party still writes
  });
});

describe('conversations: recovery at start-up', () => {
  it('a notification left in an outbox by a crashed process goes out when the next one starts', async () => {
    const crashed = await createTestApp();
    const [seller, buyer] = await Promise.all([createActor(crashed, 'Seller'), createActor(crashed, 'Buyer')]);
    const listing = await createListing(crashed, seller);
    const { _id } = (
      await crashed.http
        .post('/conversations')
        .set('Authorization', buyer.bearer)
        .send({ listingId: listing._id.toString() })
        .expect(201)
    ).body;
    crashed.app.get(FaultPoints).arm('outbox.before-dispatch');
    await crashed.http
      .post(`/conversations/${_id}/messages`)
      .set('Authorization', buyer.bearer)
      .send({ text: 'Sent just before the crash' })
      .expect(500);
    const notified = (t: TestApp) =>
      t.model('Notification').countDocuments({ recipient: new Types.ObjectId(seller.userId) });
    expect(await notified(crashed)).toBe(0);

    // The next process on the same database: its start-up sweep delivers before it serves anything.
    const next = await createTestApp({ databaseName: crashed.connection.name });
    try {
      expect(await notified(next)).toBe(1);
      expect(
        (await next.http.get('/notifications').set('Authorization', seller.bearer).expect(200)).body.items[0],
      ).toMatchObject({
        kind: 'new-message',
        body: 'Sent just before the crash',
        link: `/dashboard/messages/${_id}`,
      });
    } finally {
      await next.close();
      await crashed.close();
    }
  });
});
