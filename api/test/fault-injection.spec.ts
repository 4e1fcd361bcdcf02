// Fault injection over book → pay → webhook → lapse: a chosen step throws between two writes (as
// if the process died there), then a "restart" runs what a restarted API and the processor do
// (the hold sweep, the webhook's redelivery, the buyer's retry). Every run ends with the
// invariants: each car is free or held by exactly one live booking, and each successful charge
// pays exactly one order or has exactly one refund.
import { FaultPoints, type FaultPoint } from '../src/common/faults/fault-points';
import { CLOCK } from '../src/orders/clock';
import { OrderHoldsService, ORPHAN_HOLD_GRACE_MS } from '../src/orders/order-holds.service';
import {
  bookingBody,
  confirmCard,
  createIntent,
  deliverWebhook,
  expectCommerceInvariants,
  FakeClock,
  HOUR_MS,
  succeededEvent,
  TEST_CARDS,
} from './support/commerce';
import { createActor, createCategories, createListing, type Actor } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const WEBHOOK_SECRET = 'whsec_fault_injection';

interface Run {
  /** Whether the buyer's browser records the payment (POST /payments) and retries after a crash. */
  browser?: boolean;
  orderId?: string;
  intentId?: string;
  event?: { payload: string; signature: string };
}

describe('fault injection: book → pay → webhook → lapse survives a crash at any step', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let seller: Actor;
  let buyer: Actor;
  let rival: Actor;
  let faults: FaultPoints;

  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, MAX_UNPAID_BOOKINGS: '1000' },
      override: (b) => b.overrideProvider(CLOCK).useValue(clock),
    });
    await createCategories(t);
    [seller, buyer, rival] = await Promise.all([
      createActor(t, 'Seller'),
      createActor(t, 'Buyer'),
      createActor(t, 'Buyer'),
    ]);
    faults = t.app.get(FaultPoints);
  });
  afterAll(() => t.close());

  const post = (who: Actor, url: string, body: object) => t.http.post(url).set('Authorization', who.bearer).send(body);

  /** The buyer books, pays by card, the processor's webhook arrives and the browser records the payment. */
  const payPromptly = () => bookAndPay(true);
  /** The same, but the buyer closed the tab after confirming: only the webhook records the payment. */
  const payAndCloseTab = () => bookAndPay(false);

  async function bookAndPay(browser: boolean): Promise<Run> {
    const car = await createListing(t, seller);
    const booked = await post(buyer, '/orders', bookingBody(car._id.toString()));
    if (booked.status !== 201) return {};
    const orderId = booked.body._id as string;
    const { paymentIntentId } = await createIntent(t, buyer, orderId);
    await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
    return record({ browser, orderId, intentId: paymentIntentId });
  }

  /** The buyer books and pays, but the booking lapses first and a rival books the car. */
  async function payAfterLapse(): Promise<Run> {
    const car = await createListing(t, seller);
    const booked = await post(buyer, '/orders', bookingBody(car._id.toString()));
    if (booked.status !== 201) return {};
    const orderId = booked.body._id as string;
    const { paymentIntentId } = await createIntent(t, buyer, orderId);
    await confirmCard(t, buyer, paymentIntentId, TEST_CARDS.visa).expect(200);
    clock.advance(49 * HOUR_MS);
    await t.app
      .get(OrderHoldsService)
      .lapseExpired({ carId: car._id })
      .catch(() => undefined);
    await post(rival, '/orders', bookingBody(car._id.toString()));
    return record({ browser: true, orderId, intentId: paymentIntentId });
  }

  async function record(run: Run): Promise<Run> {
    const event = await succeededEvent(t, run.intentId!, WEBHOOK_SECRET);
    expect([200, 500]).toContain((await deliverWebhook(t, event)).status);
    if (run.browser)
      expect([200, 201, 409, 500]).toContain(
        (await post(buyer, '/payments', { orderID: run.orderId, transactionID: run.intentId })).status,
      );
    return { ...run, event };
  }

  /** What happens after a crash: the process restarts (its sweep runs), the processor redelivers, the buyer retries. */
  async function restart(run: Run): Promise<void> {
    clock.advance(ORPHAN_HOLD_GRACE_MS + 60_000);
    await t.app.get(OrderHoldsService).sweepOnce();
    if (run.event) expect((await deliverWebhook(t, run.event)).body).toMatchObject({ received: true });
    if (run.browser)
      expect([200, 409]).toContain(
        (await post(buyer, '/payments', { orderID: run.orderId, transactionID: run.intentId })).status,
      );
  }

  const scenarios: [string, () => Promise<Run>, FaultPoint[]][] = [
    [
      'paying promptly',
      payPromptly,
      ['booking.after-hold', 'payment.after-order-paid', 'payment.before-record', 'webhook.after-claim'],
    ],
    [
      'paying, then closing the tab',
      payAndCloseTab,
      ['payment.after-order-paid', 'payment.before-record', 'webhook.after-claim'],
    ],
    [
      'paying after the booking lapsed',
      payAfterLapse,
      ['lapse.after-lapse', 'refund.after-gateway', 'webhook.after-claim'],
    ],
  ];
  const runs = scenarios.flatMap(([name, scenario, points]) => [
    { name, scenario, point: null, at: 'no step' },
    ...points.map((point) => ({ name, scenario, point, at: point })),
  ]);

  it.each(runs)('$name, crashing at $at', async ({ scenario, point }) => {
    if (point) faults.arm(point);
    const run = await scenario();
    expect(faults.disarmAll()).toEqual([]); // the crash did happen
    await restart(run);
    await expectCommerceInvariants(t, clock.now());
  });
});
