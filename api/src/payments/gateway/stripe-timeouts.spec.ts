// Stripe not answering in time: the SDK retries with the same idempotency key (so Stripe answers a
// retry with the intent it already made: one intent, never a double charge), and when every try
// times out the buyer gets a clear 503. A real local HTTP server stands in for api.stripe.com,
// because the SDK's socket timeout needs a real socket.
import { createServer, type Server } from 'node:http';
import { toHttpError } from '../gateway-errors';
import { PaymentProviderUnreachableError } from './payment-gateway';
import { StripeGateway } from './stripe.gateway';

const TIMEOUT_MS = 300;
const input = {
  orderId: '665f1c2a9b1e4a0012345678',
  listingId: '665f1c2a9b1e4a0087654321',
  buyerUid: 'buyer-uid-1',
  amountCents: 3_250_000,
  currency: 'usd',
  idempotencyKey: 'order-665f1c2a9b1e4a0012345678-after-none',
};

describe('StripeGateway when Stripe is slow', () => {
  let server: Server;
  let gateway: StripeGateway;
  /** Idempotency key of each create request received. */
  const received: string[] = [];
  /** Intents made, by idempotency key (what Stripe answers a repeated key with). */
  const made = new Map<string, { id: string }>();
  /** How many of the next requests are answered only after the client's timeout. */
  let slow = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const key = String(req.headers['idempotency-key']);
        received.push(key);
        const intent = made.get(key) ?? { id: `pi_slow_${made.size}` };
        made.set(key, intent);
        const body = JSON.stringify({
          ...intent,
          object: 'payment_intent',
          amount: input.amountCents,
          currency: 'usd',
          status: 'requires_payment_method',
          client_secret: `${intent.id}_secret_x`,
        });
        const answer = () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
        if (slow > 0) {
          slow--;
          setTimeout(answer, TIMEOUT_MS * 3).unref();
        } else answer();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    gateway = StripeGateway.fromSecretKey('sk_test_timeouts', 'whsec_timeouts', TIMEOUT_MS, {
      host: '127.0.0.1',
      port,
      protocol: 'http',
    });
  });
  beforeEach(() => {
    received.length = 0;
    made.clear();
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });

  it('retries a create that timed out with the same idempotency key and gets the one intent Stripe made', async () => {
    slow = 1;
    const intent = await gateway.createIntent(input);
    expect(received).toEqual([input.idempotencyKey, input.idempotencyKey]);
    expect([...made.values()]).toEqual([{ id: intent.id }]);
  });

  it('gives up after two retries with PaymentProviderUnreachableError, answered 503 with a clear message', async () => {
    slow = 3;
    const error = await gateway.createIntent(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderUnreachableError);
    expect(received).toEqual([input.idempotencyKey, input.idempotencyKey, input.idempotencyKey]);
    expect(made.size).toBe(1);
    const http = toHttpError(error) as { getStatus(): number; message: string };
    expect(http.getStatus()).toBe(503);
    expect(http.message).toBe(
      'The payment provider did not answer in time; try again in a few seconds. Trying again never charges you twice.',
    );
  });
});
