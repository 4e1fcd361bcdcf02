// Offers through the HTTP API: every transition and every refusal, the seller's private minimum,
// the car's life events and what each party is told.
import { Types } from 'mongoose';
import { CLOCK } from '../src/orders/clock';
import { OfferSweep } from '../src/offers/offer-sweep';
import { book, FakeClock, HOUR_MS, payOrder } from './support/commerce';
import { createActor, createCategories, createListing, snapshot, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** Every value in an answer, however deep. */
const valuesIn = (value: unknown): unknown[] =>
  value !== null && typeof value === 'object' ? Object.values(value).flatMap(valuesIn) : [value];

describe('offers', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let rival: Actor;
  let stranger: Actor;

  beforeAll(async () => {
    t = await createTestApp({
      env: { MAX_UNPAID_BOOKINGS: '2' },
      override: (b) => b.overrideProvider(CLOCK).useValue(clock),
    });
    await createCategories(t);
    [seller, buyer, rival, stranger] = await Promise.all([
      createActor(t, 'Seller', { name: 'Sam Seller' }),
      createActor(t, 'Buyer', { name: 'Bea Buyer' }),
      createActor(t, 'Buyer', { name: 'Rick Rival' }),
      createActor(t, 'Buyer'),
    ]);
  });
  afterAll(() => t.close());

  const car = (fields: Record<string, unknown> = {}) => createListing(t, seller, { sale_price: 40, ...fields });
  const offer = (who: Actor, carId: unknown, amount: number, extra: Record<string, unknown> = {}) =>
    t.http
      .post(`/listings/${String(carId)}/offers`)
      .set('Authorization', who.bearer)
      .send({ amount, phone: '512-555-0142', meetingLocation: 'Zilker Park main lot', ...extra });
  const act = (who: Actor, id: string, verb: string, body: object = {}) =>
    t.http.post(`/offers/${id}/${verb}`).set('Authorization', who.bearer).send(body);
  const notices = (who: Actor, kind: string) =>
    t
      .model('Notification')
      .find({ recipient: new Types.ObjectId(who.userId), kind })
      .sort({ createdAt: 1, _id: 1 })
      .lean<{ title: string; body: string; link: string }[]>()
      .exec();
  const offerDoc = (id: string) => t.model('Offer').findById(id).lean<Record<string, any>>().exec();

  it('opens the "Ask the seller" thread with an offer card and tells the seller', async () => {
    const listing = await car({ name: 'Corolla', brand: 'Toyota' });
    const res = await offer(buyer, listing._id, 36.5, { message: 'Cash <b>ready</b>' }).expect(201);
    expect(res.body).toMatchObject({
      status: 'open',
      from: 'buyer',
      amount: 36.5,
      askingPrice: 40,
      differencePercent: -8.8,
      message: 'Cash <b>ready</b>',
      phone: '512-555-0142',
      buyer: { _id: buyer.userId },
      seller: { _id: seller.userId },
    });
    const thread = await t.http
      .get(`/conversations/${res.body.conversationId}`)
      .set('Authorization', seller.bearer)
      .expect(200);
    expect(thread.body.conversation.subject).toBe('listing');
    expect(thread.body.offers.map((o: { _id: string }) => o._id)).toEqual([res.body._id]);
    const [told] = (await notices(seller, 'offer-made')).filter((n) => n.title.includes('Corolla'));
    expect(told.title).toBe('Bea offered 36.5 k$ for your Toyota Corolla');
    expect(told.link).toBe(`/dashboard/messages/${res.body.conversationId}`);
    // The seller's unread count includes it.
    const unread = await t.http.get('/notifications/unread-count').set('Authorization', seller.bearer);
    if (unread.status === 200) expect(unread.body.count).toBeGreaterThan(0);
  });

  it('refuses amounts outside half to all of the asking price, saying why, and changes nothing', async () => {
    const listing = await car();
    const before = await snapshot(t);
    const low = await offer(buyer, listing._id, 19.99).expect(400);
    expect(low.body.message).toContain('at least 20.00 k$: offers start at half the asking price (40.00 k$)');
    const high = await offer(buyer, listing._id, 40.01).expect(400);
    expect(high.body.message).toContain('must not be above the asking price (40.00 k$)');
    const cents = await offer(buyer, listing._id, 30.123).expect(400);
    expect(JSON.stringify(cents.body.message)).toContain('at most two decimals');
    expect(await snapshot(t)).toBe(before);
  });

  it('refuses an offer on one’s own car, to a blocked seller, on a sold car, and a second open one', async () => {
    const listing = await car();
    const own = await offer(seller, listing._id, 30).expect(403);
    expect(own.body.message).toBe('You cannot make an offer on your own car.');

    await offer(buyer, listing._id, 30).expect(201);
    const again = await offer(buyer, listing._id, 31).expect(409);
    expect(again.body.message).toContain('You already have an open offer on this car');

    const blocked = await car();
    await t
      .model('Block')
      .create({ blocker: new Types.ObjectId(seller.userId), blocked: new Types.ObjectId(stranger.userId) });
    expect((await offer(stranger, blocked._id, 30).expect(403)).body.message).toContain('blocked');
    await t.model('Block').deleteMany({});

    const sold = await car({ isSold: true, isPaid: true });
    expect((await offer(buyer, sold._id, 30).expect(409)).body.message).toBe('This car is sold.');
    expect((await offer(buyer, new Types.ObjectId(), 30).expect(404)).body.message).toBe('Car not found');
  });

  it("declines at once, politely, an offer below the seller's private minimum, which no buyer ever reads", async () => {
    const listing = await car();
    const edited = await t.http
      .put(`/listings/${listing._id}`)
      .set('Authorization', seller.bearer)
      .send({ minOffer: 35 })
      .expect(200);
    expect(edited.body.minOffer).toBe(35);
    const page = await t.http.get(`/listings/${listing._id}`).set('Authorization', buyer.bearer).expect(200);
    expect(JSON.stringify(page.body)).not.toContain('minOffer');

    const below = await offer(buyer, listing._id, 34.99).expect(201);
    expect(below.body.status).toBe('declined');
    expect(below.body.reason).toContain('not able to accept an amount this low');
    // The minimum is in no field and no sentence of the answer (its ids and times may hold the digits).
    expect(valuesIn(below.body)).not.toContain(35);
    expect(below.body.reason).not.toContain('35');
    expect(Object.keys(below.body).join()).not.toMatch(/min/i);
    expect((await notices(seller, 'offer-made')).filter((n) => n.title.includes('34.99'))).toEqual([]);
    // Declined is not open: the buyer may offer again, at or above the minimum.
    expect((await offer(buyer, listing._id, 35).expect(201)).body.status).toBe('open');

    await t.http
      .put(`/listings/${listing._id}`)
      .set('Authorization', seller.bearer)
      .send({ minOffer: null })
      .expect(200);
    expect((await t.model('Listing').findById(listing._id).lean<{ minOffer?: number }>())!.minOffer).toBeUndefined();
  });

  it('lets the seller counter between the offer and the asking price, the buyer counter back, and accept', async () => {
    const listing = await car({ name: 'Civic', brand: 'Honda' });
    const first = (await offer(buyer, listing._id, 30).expect(201)).body;

    expect((await act(seller, first._id, 'counter', { amount: 30 }).expect(400)).body.message).toContain(
      'must be above the offer it answers (30.00 k$)',
    );
    expect((await act(seller, first._id, 'counter', { amount: 41 }).expect(400)).body.message).toContain(
      'must not be above the asking price',
    );
    expect((await act(buyer, first._id, 'counter', { amount: 35 }).expect(403)).body.message).toBe(
      'You made this offer: the other party answers it.',
    );
    expect((await act(stranger, first._id, 'counter', { amount: 35 }).expect(404)).body.message).toBe(
      'Offer not found',
    );

    const counter = (await act(seller, first._id, 'counter', { amount: 36 }).expect(201)).body;
    expect(counter).toMatchObject({ from: 'seller', amount: 36, status: 'open', answersId: first._id });
    expect((await offerDoc(first._id))!.status).toBe('countered');
    const [countered] = (await notices(buyer, 'offer-countered')).filter((n) => n.title.includes('Civic'));
    expect(countered.title).toBe('Sam Seller countered with 36 k$ for the Honda Civic');
    // The answered offer is closed: accepting it now is too late.
    expect((await act(seller, first._id, 'accept').expect(409)).body.message).toBe(
      'This offer is no longer open: it was countered.',
    );

    // The buyer's counter lies between their last amount (30) and the seller's (36).
    expect((await act(buyer, counter._id, 'counter', { amount: 29 }).expect(400)).body.message).toContain('below');
    expect((await act(buyer, counter._id, 'counter', { amount: 36 }).expect(400)).body.message).toContain('accept it');
    const back = (await act(buyer, counter._id, 'counter', { amount: 33 }).expect(201)).body;
    // And the seller's next counter between 33 and their own 36.
    expect((await act(seller, back._id, 'counter', { amount: 37 }).expect(400)).body.message).toContain(
      'no further than your last amount (36.00 k$)',
    );
    const last = (await act(seller, back._id, 'counter', { amount: 34.5 }).expect(201)).body;

    const accepted = (await act(buyer, last._id, 'accept').expect(200)).body;
    expect(accepted).toMatchObject({ status: 'accepted', amount: 34.5 });
    const orders = await t.http.get('/orders').set('Authorization', buyer.bearer).expect(200);
    const order = orders.body.find((o: { _id: string }) => o._id === accepted.orderId);
    expect(order).toMatchObject({
      price: 34.5,
      listedPrice: 40,
      carId: String(listing._id),
      meetingLocation: 'Zilker Park main lot',
    });
    const buyers = await t.http.get('/my_buyers').set('Authorization', seller.bearer).expect(200);
    expect(buyers.body.find((o: { _id: string }) => o._id === accepted.orderId)).toMatchObject({
      price: 34.5,
      listedPrice: 40,
    });
    const [told] = (await notices(seller, 'offer-accepted')).filter((n) => n.title.includes('Civic'));
    expect(told.title).toBe('Bea accepted your counter of 34.5 k$ for the Honda Civic');
    // Accepting twice books nothing more.
    expect((await act(buyer, last._id, 'accept').expect(409)).body.message).toBe(
      'This offer is no longer open: it was accepted.',
    );
    expect(await t.model('Order').countDocuments({ carId: listing._id })).toBe(1);
    await t.http.post(`/orders/${accepted.orderId}/cancel`).set('Authorization', buyer.bearer).expect(200);
  });

  it('charges the agreed amount, not the asking price', async () => {
    const listing = await car();
    const made = (await offer(buyer, listing._id, 31.25).expect(201)).body;
    const accepted = (await act(seller, made._id, 'accept').expect(200)).body;
    const intent = await t.http
      .post('/create-payment-intent')
      .set('Authorization', buyer.bearer)
      .send({ orderId: accepted.orderId })
      .expect(200);
    const stored = await t.model('SandboxIntent').findById(intent.body.paymentIntentId).lean<{ amount: number }>();
    expect(intent.body.amount).toBe(3_125_000);
    expect(stored!.amount).toBe(3_125_000);
    await payOrder(t, buyer, accepted.orderId);
    const order = await t.model('Order').findById(accepted.orderId).lean<{ isPaid: boolean; price: number }>();
    expect(order).toMatchObject({ isPaid: true, price: 31.25 });
  });

  it('declines with a reason the buyer reads, and without one', async () => {
    const listing = await car({ name: 'Leaf', brand: 'Nissan' });
    const made = (await offer(buyer, listing._id, 30).expect(201)).body;
    expect((await act(buyer, made._id, 'decline').expect(403)).body.message).toContain('You made this offer');
    const declined = (
      await act(seller, made._id, 'decline', { reason: 'Another buyer pays the asking price.' }).expect(200)
    ).body;
    expect(declined).toMatchObject({ status: 'declined', reason: 'Another buyer pays the asking price.' });
    const [told] = (await notices(buyer, 'offer-declined')).filter((n) => n.title.includes('Leaf'));
    expect(told.body).toBe('Another buyer pays the asking price.');
    expect((await act(seller, made._id, 'decline').expect(409)).body.message).toContain('it was declined');

    const second = (await offer(buyer, listing._id, 31).expect(201)).body;
    expect((await act(seller, second._id, 'decline').expect(200)).body.reason).toBe(
      'The other party declined this offer.',
    );
  });

  it('lets only the buyer withdraw, the seller being told', async () => {
    const listing = await car({ name: 'Ioniq', brand: 'Hyundai' });
    const made = (await offer(buyer, listing._id, 30).expect(201)).body;
    const counter = (await act(seller, made._id, 'counter', { amount: 38 }).expect(201)).body;
    expect((await act(seller, counter._id, 'withdraw').expect(403)).body.message).toBe(
      'Only the buyer withdraws an offer.',
    );
    expect((await act(buyer, counter._id, 'withdraw').expect(200)).body.status).toBe('withdrawn');
    expect((await notices(seller, 'offer-withdrawn')).filter((n) => n.title.includes('Ioniq'))).toHaveLength(1);
    expect((await act(buyer, counter._id, 'withdraw').expect(409)).body.message).toContain('it was withdrawn');
  });

  it('expires an unanswered offer after OFFER_EXPIRY_HOURS, telling both, and refuses to act on it', async () => {
    const listing = await car({ name: 'Prius', brand: 'Toyota' });
    const made = (await offer(buyer, listing._id, 30).expect(201)).body;
    clock.advance(48 * HOUR_MS + 1000);
    expect((await act(seller, made._id, 'accept').expect(409)).body.message).toBe(
      'This offer is no longer open: it was expired.',
    );
    expect((await offerDoc(made._id))!.status).toBe('expired');
    expect((await notices(buyer, 'offer-expired')).filter((n) => n.title.includes('Prius'))).toHaveLength(1);
    expect((await notices(seller, 'offer-expired')).filter((n) => n.title.includes('Prius'))).toHaveLength(1);
    await t.app.get(OfferSweep).sweepOnce();
    expect((await notices(buyer, 'offer-expired')).filter((n) => n.title.includes('Prius'))).toHaveLength(1);
    // An expired offer is not open: the buyer can offer again.
    await offer(buyer, listing._id, 31).expect(201);
  });

  it('lets a held car take offers but not accept them until free; its booking declines the open ones', async () => {
    const listing = await car({ name: 'Golf', brand: 'VW' });
    const early = (await offer(rival, listing._id, 32).expect(201)).body;
    const order = await book(t, stranger, String(listing._id));
    expect((await offerDoc(early._id))!).toMatchObject({
      status: 'declined',
      reason: 'The car was booked by another buyer.',
    });
    const [told] = (await notices(rival, 'offer-declined')).filter((n) => n.title.includes('Golf'));
    expect(told.body).toBe('The car was booked by another buyer.');

    const onHeld = (await offer(buyer, listing._id, 33).expect(201)).body;
    expect((await act(seller, onHeld._id, 'accept').expect(409)).body.message).toContain('A booking holds this car');
    expect((await offerDoc(onHeld._id))!.status).toBe('open');
    await t.http.post(`/orders/${order._id}/cancel`).set('Authorization', stranger.bearer).expect(200);
    expect((await act(seller, onHeld._id, 'accept').expect(200)).body.status).toBe('accepted');
  });

  it('refuses an acceptance over the buyer’s unpaid-hold cap with 409, leaving the offer open', async () => {
    const capped = await createActor(t, 'Buyer');
    await book(t, capped, String((await car())._id));
    await book(t, capped, String((await car())._id));
    const listing = await car();
    const made = (await offer(capped, listing._id, 30).expect(201)).body;
    const before = await snapshot(t);
    const res = await act(seller, made._id, 'accept').expect(409);
    expect(res.body.message).toContain('The car could not be booked for the buyer: You already hold 2 unpaid bookings');
    expect(await snapshot(t)).toBe(before);
    expect((await offerDoc(made._id))!.status).toBe('open');
  });

  it('declines open offers when the car is withdrawn, deleted or sold, and lapses an accepted offer left unpaid', async () => {
    const elsewhere = await car();
    const a = (await offer(buyer, elsewhere._id, 30).expect(201)).body;
    await t.http.post(`/listings/${elsewhere._id}/sold-elsewhere`).set('Authorization', seller.bearer).expect(200);
    expect((await offerDoc(a._id))!).toMatchObject({ status: 'declined', reason: 'The car is no longer on sale.' });

    const deleted = await car();
    const b = (await offer(buyer, deleted._id, 30).expect(201)).body;
    await t.http.delete(`/product_delete/${deleted._id}`).set('Authorization', seller.bearer).expect(200);
    expect((await offerDoc(b._id))!.status).toBe('declined');

    const sold = await car();
    const agreed = (await offer(buyer, sold._id, 30).expect(201)).body;
    const other = (await offer(rival, sold._id, 31).expect(201)).body;
    const accepted = (await act(seller, agreed._id, 'accept').expect(200)).body;
    expect((await offerDoc(other._id))!.status).toBe('declined');
    await payOrder(t, buyer, accepted.orderId);
    expect((await offerDoc(agreed._id))!.status).toBe('accepted');

    const lapsing = await car();
    const c = (await offer(buyer, lapsing._id, 30).expect(201)).body;
    const booked = (await act(seller, c._id, 'accept').expect(200)).body;
    await t.http.post(`/orders/${booked.orderId}/release`).set('Authorization', seller.bearer).expect(200);
    const mine = await t.http.get('/offers').set('Authorization', buyer.bearer).expect(200);
    expect(mine.body.find((o: { _id: string }) => o._id === c._id).status).toBe('lapsed');
    expect(Number(mine.header['x-total-count'])).toBeGreaterThan(5);
  });

  it('pages GET /offers for either party, newest first, and shows a price cut in the difference', async () => {
    const listing = await car();
    const made = (await offer(buyer, listing._id, 30).expect(201)).body;
    await t.http
      .put(`/listings/${listing._id}`)
      .set('Authorization', seller.bearer)
      .send({ sale_price: 36 })
      .expect(200);
    const first = await t.http.get('/offers?limit=1').set('Authorization', seller.bearer).expect(200);
    expect(first.body).toHaveLength(1);
    expect(first.body[0]).toMatchObject({ _id: made._id, status: 'open', askingPrice: 36, differencePercent: -16.7 });
    expect(first.header.link).toContain('rel="next"');
    const others = await t.http.get('/offers').set('Authorization', stranger.bearer).expect(200);
    expect(others.body.map((o: { _id: string }) => o._id)).not.toContain(made._id);
  });

  it('shows a reported thread’s offer cards to an admin, without the buyer’s contact', async () => {
    const admin = await createActor(t, 'Admin');
    const listing = await car();
    const made = (await offer(buyer, listing._id, 30).expect(201)).body;
    await t.http
      .post(`/conversations/${made.conversationId}/report`)
      .set('Authorization', seller.bearer)
      .send({})
      .expect(200);
    const thread = await t.http
      .get(`/conversations/${made.conversationId}`)
      .set('Authorization', admin.bearer)
      .expect(200);
    expect(thread.body.offers).toHaveLength(1);
    expect(thread.body.offers[0]).toMatchObject({ amount: 30, status: 'open' });
    expect(thread.body.offers[0].phone).toBeUndefined();
  });
});

describe('the offer rate limit', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('refuses the offers and counters of one account beyond RATE_LIMIT_OFFER_PER_MINUTE, all cars together', async () => {
    t = await createTestApp({ env: { RATE_LIMIT_OFFER_PER_MINUTE: '2' } });
    await createCategories(t);
    const [seller, buyer] = await Promise.all([createActor(t, 'Seller'), createActor(t, 'Buyer')]);
    const cars = await Promise.all([1, 2, 3].map(() => createListing(t, seller)));
    const offer = (carId: unknown) =>
      t.http
        .post(`/listings/${String(carId)}/offers`)
        .set('Authorization', buyer.bearer)
        .send({ amount: 30, phone: '512-555-0142', meetingLocation: 'Zilker Park main lot' });
    await offer(cars[0]._id).expect(201);
    await offer(cars[1]._id).expect(201);
    const refused = await offer(cars[2]._id).expect(429);
    expect(refused.body.message).toMatch(/^You can make at most 2 offers a minute; try again in \d+ s\.$/);
    expect(await t.model('Offer').countDocuments({ listing: cars[2]._id })).toBe(0);
  });
});
