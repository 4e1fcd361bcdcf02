// StripeGateway through the real stripe SDK; only Stripe's HTTP endpoint is replaced by nock,
// answering with Stripe-shaped bodies, so request encoding, headers and error classes are the SDK's own.
import nock from 'nock';
import Stripe from 'stripe';
import {
  IdempotencyKeyReusedError,
  IntentRejectedError,
  WebhookNotConfiguredError,
  WebhookSignatureError,
} from './payment-gateway';
import { StripeGateway } from './stripe.gateway';

const SECRET_KEY = 'sk_test_gateway_spec';
const WEBHOOK_SECRET = 'whsec_gateway_spec';
const STRIPE = 'https://api.stripe.com';

const input = {
  orderId: '665f1c2a9b1e4a0012345678',
  listingId: '665f1c2a9b1e4a0087654321',
  buyerUid: 'buyer-uid-1',
  amountCents: 3_250_000,
  currency: 'usd',
  idempotencyKey: 'create-intent:665f1c2a9b1e4a0012345678:first',
};

function stripeIntent(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    id: 'pi_3QabcDEFghiJKL',
    object: 'payment_intent',
    amount: input.amountCents,
    amount_received: 0,
    currency: 'usd',
    status: 'requires_payment_method',
    client_secret: 'pi_3QabcDEFghiJKL_secret_xyz',
    allowed_payment_method_types: ['card'],
    payment_method_types: ['card'],
    metadata: { orderId: input.orderId, listingId: input.listingId, buyerUid: input.buyerUid },
    livemode: false,
    created: 1_750_000_000,
    ...overrides,
  };
}

function stripeError(type: string, code: string, message: string) {
  return { error: { type, code, message } };
}

describe('StripeGateway', () => {
  const gateway = new StripeGateway(new Stripe(SECRET_KEY, { maxNetworkRetries: 0 }), WEBHOOK_SECRET);

  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());
  afterAll(() => nock.enableNetConnect());

  describe('createIntent', () => {
    it('creates a card-only PaymentIntent for the amount, with the order metadata and our idempotency key', async () => {
      let body = new URLSearchParams();
      let headers: Record<string, string | string[] | undefined> = {};
      const scope = nock(STRIPE)
        .post('/v1/payment_intents')
        .reply(function (_uri, requestBody) {
          body = new URLSearchParams(String(requestBody));
          headers = this.req.headers;
          return [200, stripeIntent()];
        });

      const created = await gateway.createIntent(input);

      expect(scope.isDone()).toBe(true);
      expect(Object.fromEntries(body)).toEqual({
        amount: '3250000',
        currency: 'usd',
        'allowed_payment_method_types[0]': 'card',
        'metadata[orderId]': input.orderId,
        'metadata[listingId]': input.listingId,
        'metadata[buyerUid]': input.buyerUid,
      });
      expect(headers['idempotency-key']).toBe(input.idempotencyKey);
      expect(headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
      expect(created).toEqual({
        id: 'pi_3QabcDEFghiJKL',
        clientSecret: 'pi_3QabcDEFghiJKL_secret_xyz',
        amount: 3_250_000,
        currency: 'usd',
        status: 'requires_payment_method',
      });
    });

    it("turns Stripe's idempotency error into IdempotencyKeyReusedError", async () => {
      nock(STRIPE)
        .post('/v1/payment_intents')
        .reply(
          400,
          stripeError(
            'idempotency_error',
            'idempotency_key_in_use',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          ),
        );
      await expect(gateway.createIntent(input)).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    });

    it("passes Stripe's explanation on when it refuses the request", async () => {
      nock(STRIPE)
        .post('/v1/payment_intents')
        .reply(
          400,
          stripeError('invalid_request_error', 'amount_too_large', 'Amount must be no more than $999,999.99'),
        );
      await expect(gateway.createIntent({ ...input, amountCents: 100_000_000 })).rejects.toEqual(
        new IntentRejectedError('Amount must be no more than $999,999.99'),
      );
    });
  });

  describe('retrieveIntent', () => {
    it('returns status, amount, currency, our metadata keys only, and the client secret', async () => {
      nock(STRIPE)
        .get('/v1/payment_intents/pi_3QabcDEFghiJKL')
        .reply(200, stripeIntent({ status: 'succeeded', metadata: { ...stripeIntent().metadata, extra: 'ignored' } }));

      await expect(gateway.retrieveIntent('pi_3QabcDEFghiJKL')).resolves.toEqual({
        id: 'pi_3QabcDEFghiJKL',
        status: 'succeeded',
        amount: 3_250_000,
        currency: 'usd',
        metadata: { orderId: input.orderId, listingId: input.listingId, buyerUid: input.buyerUid },
        clientSecret: 'pi_3QabcDEFghiJKL_secret_xyz',
      });
    });

    it('returns null for an id Stripe does not know', async () => {
      nock(STRIPE)
        .get('/v1/payment_intents/pi_made_up')
        .reply(404, stripeError('invalid_request_error', 'resource_missing', "No such payment_intent: 'pi_made_up'"));
      await expect(gateway.retrieveIntent('pi_made_up')).resolves.toBeNull();
    });
  });

  describe('refundIntent', () => {
    const refundInput = {
      intentId: 'pi_3QabcDEFghiJKL',
      orderId: input.orderId,
      reason: 'This order was already paid by another payment.',
    };

    it('refunds the whole intent, with the order and reason as metadata and one idempotency key per intent', async () => {
      let body = new URLSearchParams();
      let headers: Record<string, string | string[] | undefined> = {};
      const scope = nock(STRIPE)
        .post('/v1/refunds')
        .reply(function (_uri, requestBody) {
          body = new URLSearchParams(String(requestBody));
          headers = this.req.headers;
          return [
            200,
            {
              id: 're_3Qabc',
              object: 'refund',
              amount: 3_250_000,
              currency: 'usd',
              status: 'succeeded',
              payment_intent: refundInput.intentId,
            },
          ];
        });
      await expect(gateway.refundIntent(refundInput)).resolves.toEqual({
        id: 're_3Qabc',
        amount: 3_250_000,
        currency: 'usd',
        status: 'succeeded',
      });
      expect(scope.isDone()).toBe(true);
      expect(body.get('payment_intent')).toBe(refundInput.intentId);
      expect(body.has('amount')).toBe(false); // all of it
      expect(body.get('metadata[orderId]')).toBe(input.orderId);
      expect(body.get('metadata[reason]')).toBe(refundInput.reason);
      expect(headers['idempotency-key']).toBe(`refund-${refundInput.intentId}`);
    });

    it("turns Stripe's refusal (nothing to refund) into IntentRejectedError", async () => {
      nock(STRIPE)
        .post('/v1/refunds')
        .reply(
          400,
          stripeError('invalid_request_error', 'charge_already_refunded', 'Charge ch_1 has already been refunded.'),
        );
      await expect(gateway.refundIntent(refundInput)).rejects.toEqual(
        new IntentRejectedError('Charge ch_1 has already been refunded.'),
      );
    });
  });

  describe('verifyWebhook', () => {
    const event = {
      id: 'evt_1QabcDEF',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: stripeIntent({ status: 'succeeded' }) },
    };
    const payload = JSON.stringify(event);
    const sign = (body: string, secret = WEBHOOK_SECRET) =>
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret });

    it('accepts a body signed with the webhook secret and extracts the intent', () => {
      expect(gateway.verifyWebhook(Buffer.from(payload), sign(payload))).toEqual({
        id: 'evt_1QabcDEF',
        type: 'payment_intent.succeeded',
        intent: expect.objectContaining({ id: 'pi_3QabcDEFghiJKL', status: 'succeeded', amount: 3_250_000 }),
      });
    });

    it('rejects a body changed after signing', () => {
      const tampered = payload.replace('3250000', '1');
      expect(() => gateway.verifyWebhook(Buffer.from(tampered), sign(payload))).toThrow(WebhookSignatureError);
    });

    it('rejects a signature made with another secret, and a missing header', () => {
      expect(() => gateway.verifyWebhook(Buffer.from(payload), sign(payload, 'whsec_other'))).toThrow(
        WebhookSignatureError,
      );
      expect(() => gateway.verifyWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
    });

    it('rejects a signature older than the tolerance (replayed capture)', () => {
      const stale = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      expect(() => gateway.verifyWebhook(Buffer.from(payload), stale)).toThrow(WebhookSignatureError);
    });

    it('accepts nothing when no webhook secret is configured', () => {
      const unconfigured = new StripeGateway(new Stripe(SECRET_KEY), undefined);
      expect(() => unconfigured.verifyWebhook(Buffer.from(payload), sign(payload))).toThrow(WebhookNotConfiguredError);
    });
  });
});
