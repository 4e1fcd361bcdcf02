import type { ConfigService } from '@nestjs/config';
import type { Model } from 'mongoose';
import { selectPaymentGateway } from './payment-gateway.provider';
import type { SandboxIntent } from './sandbox/sandbox-intent.schema';
import { SandboxGateway } from './sandbox/sandbox.gateway';
import { StripeGateway } from './stripe.gateway';

const configWith = (values: Record<string, string | boolean | undefined>) =>
  ({ get: (key: string) => values[key] }) as unknown as ConfigService;
const intents = {} as Model<SandboxIntent>;

describe('payment gateway selection', () => {
  it('uses Stripe when a secret key is configured', () => {
    const gateway = selectPaymentGateway(configWith({ STRIPE_SECRET_KEY: 'sk_test_123' }), intents);
    expect(gateway).toBeInstanceOf(StripeGateway);
    expect(gateway.mode).toBe('stripe');
  });

  it('uses the sandbox only when PAYMENTS_SANDBOX asks for it', () => {
    const gateway = selectPaymentGateway(configWith({ PAYMENTS_SANDBOX: true }), intents);
    expect(gateway).toBeInstanceOf(SandboxGateway);
    expect(gateway.mode).toBe('sandbox');
  });

  it('never falls back to the sandbox quietly', () => {
    expect(() => selectPaymentGateway(configWith({}), intents)).toThrow(/STRIPE_SECRET_KEY or PAYMENTS_SANDBOX/);
  });
});
