// SandboxGateway against a real (embedded, in-memory) MongoDB: intents persist across gateway
// instances, idempotency keys behave like Stripe's, and confirmation follows the test cards.
import { randomUUID } from 'node:crypto';
import mongoose, { type Connection, type Model } from 'mongoose';
import Stripe from 'stripe';
import { ENV_MONGO_URI } from '../../../../test/support/env';
import {
  IdempotencyKeyReusedError,
  IntentRejectedError,
  WebhookSignatureError,
  type CreateIntentInput,
} from '../payment-gateway';
import { CardDeclinedError, SandboxIntentNotFoundError, SandboxIntentStateError } from './sandbox-errors';
import { SandboxIntent, SandboxIntentSchema } from './sandbox-intent.schema';
import { SandboxGateway } from './sandbox.gateway';

const WEBHOOK_SECRET = 'whsec_sandbox_spec';
const card = (cardNumber: string) => ({
  cardNumber,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
});

describe('SandboxGateway', () => {
  let connection: Connection;
  let intents: Model<SandboxIntent>;
  let gateway: SandboxGateway;

  const input = (overrides: Partial<CreateIntentInput> = {}): CreateIntentInput => ({
    orderId: new mongoose.Types.ObjectId().toString(),
    listingId: new mongoose.Types.ObjectId().toString(),
    buyerUid: 'uid-1',
    amountCents: 2_500_000,
    currency: 'usd',
    idempotencyKey: `key-${randomUUID()}`,
    ...overrides,
  });

  beforeAll(async () => {
    const url = new URL(process.env[ENV_MONGO_URI]!);
    url.pathname = `/sandbox_gateway_${randomUUID().slice(0, 8)}`;
    connection = await mongoose.createConnection(url.toString()).asPromise();
    intents = connection.model(SandboxIntent.name, SandboxIntentSchema);
    await intents.init();
    gateway = new SandboxGateway(intents, WEBHOOK_SECRET);
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it('creates Stripe-shaped intents that another gateway instance (a restarted API) can retrieve', async () => {
    const request = input();
    const created = await gateway.createIntent(request);
    expect(created).toEqual({
      id: expect.stringMatching(/^pi_sandbox_[0-9a-f]{24}$/),
      clientSecret: expect.stringMatching(new RegExp(`^${created.id}_secret_[0-9a-f]{32}$`)),
      amount: 2_500_000,
      currency: 'usd',
      status: 'requires_payment_method',
    });
    const restarted = new SandboxGateway(intents, WEBHOOK_SECRET);
    await expect(restarted.retrieveIntent(created.id)).resolves.toEqual({
      id: created.id,
      status: 'requires_payment_method',
      amount: 2_500_000,
      currency: 'usd',
      metadata: { orderId: request.orderId, listingId: request.listingId, buyerUid: 'uid-1' },
      clientSecret: created.clientSecret,
    });
    await expect(gateway.retrieveIntent('pi_sandbox_unknown')).resolves.toBeNull();
  });

  it('returns the same intent for the same idempotency key, also when the requests race', async () => {
    const request = input();
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => gateway.createIntent(request)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await intents.countDocuments({ idempotencyKey: request.idempotencyKey })).toBe(1);
  });

  it('refuses an idempotency key reused with different parameters', async () => {
    const request = input();
    await gateway.createIntent(request);
    await expect(gateway.createIntent({ ...request, amountCents: 2_600_000 })).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
  });

  it('refuses amounts Stripe refuses for USD', async () => {
    await expect(gateway.createIntent(input({ amountCents: 49 }))).rejects.toEqual(
      new IntentRejectedError('Amount must be at least $0.50 usd'),
    );
    await expect(gateway.createIntent(input({ amountCents: 100_000_000 }))).rejects.toEqual(
      new IntentRejectedError('Amount must be no more than $999,999.99'),
    );
  });

  it('confirms with 4242 4242 4242 4242, keeping only the brand and last four digits', async () => {
    const { id } = await gateway.createIntent(input());
    await expect(gateway.confirm(id, card('4242 4242 4242 4242'))).resolves.toMatchObject({ id, status: 'succeeded' });
    const stored = await intents.findById(id).lean();
    expect(stored!.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    await expect(gateway.confirm(id, card('4242424242424242'))).rejects.toBeInstanceOf(SandboxIntentStateError);
  });

  it('refunds a succeeded intent once: a second or racing request answers with the same refund', async () => {
    const created = await gateway.createIntent(input({ amountCents: 1_234_500 }));
    await gateway.confirm(created.id, card('4242 4242 4242 4242'));
    const refund = { intentId: created.id, orderId: 'order-1', reason: 'The car went to someone else.' };
    const [first, racing] = await Promise.all([gateway.refundIntent(refund), gateway.refundIntent(refund)]);
    expect(first).toEqual({
      id: expect.stringMatching(/^re_sandbox_/),
      amount: 1_234_500,
      currency: 'usd',
      status: 'succeeded',
    });
    expect(racing).toEqual(first);
    await expect(gateway.refundIntent(refund)).resolves.toEqual(first);
    expect((await intents.findById(created.id).lean())!.refund).toMatchObject({
      id: first.id,
      amount: 1_234_500,
      reason: refund.reason,
    });
  });

  it('refuses to refund an intent that has not succeeded, or does not exist', async () => {
    const { id } = await gateway.createIntent(input());
    await expect(gateway.refundIntent({ intentId: id, orderId: 'o', reason: 'r' })).rejects.toBeInstanceOf(
      IntentRejectedError,
    );
    expect((await intents.findById(id).lean())!.refund).toBeUndefined();
    await expect(
      gateway.refundIntent({ intentId: 'pi_sandbox_missing', orderId: 'o', reason: 'r' }),
    ).rejects.toBeInstanceOf(IntentRejectedError);
  });

  it('leaves a declined intent open with the decline recorded, and lets another card pay it', async () => {
    const { id } = await gateway.createIntent(input());
    await expect(gateway.confirm(id, card('4000 0000 0000 9995'))).rejects.toEqual(
      new CardDeclinedError({
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }),
    );
    expect(await intents.findById(id).lean()).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: { code: 'card_declined', declineCode: 'insufficient_funds' },
    });
    await expect(gateway.confirm(id, card('4242 4242 4242 4242'))).resolves.toMatchObject({ status: 'succeeded' });
    expect((await intents.findById(id).lean())!.lastPaymentError).toBeUndefined();
  });

  it('lets exactly one of two racing confirmations succeed', async () => {
    const { id } = await gateway.createIntent(input());
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => gateway.confirm(id, card('4242 4242 4242 4242'))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });

  it('answers an unknown intent with Stripe\'s "No such payment_intent"', async () => {
    await expect(gateway.confirm('pi_sandbox_missing', card('4242424242424242'))).rejects.toEqual(
      new SandboxIntentNotFoundError('pi_sandbox_missing'),
    );
  });

  it('verifies webhooks with the Stripe signature scheme', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.created',
      data: { object: { object: 'charge' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(gateway.verifyWebhook(Buffer.from(payload), signature)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.created',
      intent: undefined,
    });
    expect(() => gateway.verifyWebhook(Buffer.from(`${payload} `), signature)).toThrow(WebhookSignatureError);
  });
});
