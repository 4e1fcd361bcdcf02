// Refunds and disputes made outside CarMarket (the processor's dashboard, the card holder's bank)
// reach the order through the signed webhook: it shows refunded or disputed to both sides, both
// are told, and the car is never put back on sale by it. The sandbox plays the dashboard.
import { Types } from 'mongoose';
import Stripe from 'stripe';
import type { Listing, ListingRecord } from '../src/listings/schemas/listing.schema';
import { PAYMENT_GATEWAY } from '../src/payments/gateway/payment-gateway';
import type { SandboxGateway } from '../src/payments/gateway/sandbox/sandbox.gateway';
import { book, deliverWebhook, payOrder } from './support/commerce';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const WEBHOOK_SECRET = 'whsec_payment_aftermath_spec';

describe('refunds and disputes made outside CarMarket', () => {
  let t: TestApp;
  let sandbox: SandboxGateway;
  let seller: Actor;
  let buyer: Actor;

  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, MAX_UNPAID_BOOKINGS: '1000' } });
    sandbox = t.app.get(PAYMENT_GATEWAY);
    await createCategories(t);
    [seller, buyer] = await Promise.all([
      createActor(t, 'Seller', { name: 'Sam Seller' }),
      createActor(t, 'Buyer', { name: 'Bea Buyer' }),
    ]);
  });
  afterAll(() => t.close());

  /** A car of the seller, booked and paid by the buyer. */
  async function paidOrder() {
    const car = await createListing(t, seller, { name: 'Ioniq 5', brand: 'Hyundai', sale_price: 32.5 });
    const order = await book(t, buyer, car._id.toString());
    const payment = await payOrder(t, buyer, order._id);
    const listing = () => t.model<Listing>('Listing').findById(car._id).lean<ListingRecord>();
    return { orderId: order._id as string, intentId: payment.transactionID as string, listing };
  }

  const buyerView = async (orderId: string) =>
    ((await t.http.get('/orders').set('Authorization', buyer.bearer).expect(200)).body as { _id: string }[]).find(
      (o) => o._id === orderId,
    );
  const sellerView = async (orderId: string) =>
    ((await t.http.get('/my_buyers').set('Authorization', seller.bearer).expect(200)).body as { _id: string }[]).find(
      (o) => o._id === orderId,
    );
  const told = async (who: Actor, kind: string) =>
    (
      (await t.http.get('/notifications').set('Authorization', who.bearer).expect(200)).body.items as {
        kind: string;
        title: string;
        body: string;
      }[]
    ).filter((n) => n.kind === kind);
  const listingState = ({ isSold, isPaid, withdrawn }: ListingRecord) => ({ isSold, isPaid, withdrawn });

  it('a refund made in the dashboard shows the order refunded to both sides, tells both, and keeps the car off sale', async () => {
    const { orderId, intentId, listing } = await paidOrder();
    const before = listingState((await listing())!);
    const refundedBefore = (await told(buyer, 'payment-refunded')).length;

    await deliverWebhook(t, await sandbox.refundFromDashboard(intentId)).expect(200);

    expect(await buyerView(orderId)).toMatchObject({ isPaid: true, status: 'active', paymentIssue: 'refunded' });
    expect(await sellerView(orderId)).toMatchObject({ isPaid: true, paymentIssue: 'refunded' });
    expect(await told(buyer, 'payment-refunded')).toHaveLength(refundedBefore + 1);
    expect((await told(seller, 'payment-refunded'))[0].title).toBe(
      'The payment for your Hyundai Ioniq 5 was returned to Bea',
    );
    expect(listingState((await listing())!)).toEqual(before);
  });

  it('a dispute shows the order disputed until it is decided; won, the order is plain paid again', async () => {
    const { orderId, intentId } = await paidOrder();
    await deliverWebhook(t, await sandbox.openDispute(intentId)).expect(200);
    expect(await buyerView(orderId)).toMatchObject({ paymentIssue: 'disputed' });
    expect(await sellerView(orderId)).toMatchObject({ paymentIssue: 'disputed' });
    expect((await told(seller, 'payment-disputed'))[0].title).toBe('Bea disputed the payment for your Hyundai Ioniq 5');

    await deliverWebhook(t, await sandbox.closeDispute(intentId, 'won')).expect(200);
    expect(await buyerView(orderId)).not.toHaveProperty('paymentIssue');
    expect((await told(buyer, 'payment-disputed'))[0].title).toBe(
      'The dispute of your payment for the Hyundai Ioniq 5 is closed',
    );
  });

  it('a lost dispute marks the order refunded and never relists the car', async () => {
    const { orderId, intentId, listing } = await paidOrder();
    const before = listingState((await listing())!);
    await deliverWebhook(t, await sandbox.openDispute(intentId)).expect(200);
    await deliverWebhook(t, await sandbox.closeDispute(intentId, 'lost')).expect(200);
    expect(await buyerView(orderId)).toMatchObject({ isPaid: true, paymentIssue: 'refunded' });
    expect((await told(buyer, 'payment-refunded'))[0].body).toMatch(/^The card holder’s dispute was decided for them/);
    expect(listingState((await listing())!)).toEqual(before);
  });

  it('a signed refund event the processor does not confirm changes nothing', async () => {
    const { orderId, intentId } = await paidOrder();
    const payload = JSON.stringify({
      id: `evt_${new Types.ObjectId().toString()}`,
      object: 'event',
      type: 'charge.refunded',
      data: { object: { object: 'charge', id: `ch_${intentId}`, payment_intent: intentId, refunded: true } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    await deliverWebhook(t, { payload, signature }).expect(200);
    expect(await buyerView(orderId)).not.toHaveProperty('paymentIssue');
    expect(await t.model('WebhookEvent').findById(JSON.parse(payload).id).lean()).toMatchObject({
      outcome: 'ignored: nothing changed',
    });
  });
});
