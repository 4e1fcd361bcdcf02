import { FactoryProvider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { PAYMENT_GATEWAY, PaymentGateway } from './payment-gateway';
import { SandboxGateway } from './sandbox/sandbox.gateway';
import { SandboxIntent } from './sandbox/sandbox-intent.schema';
import { StripeGateway } from './stripe.gateway';

/**
 * The one place that decides which processor takes payments: the sandbox only when
 * PAYMENTS_SANDBOX asks for it, otherwise Stripe (config validation refuses to start with
 * neither, with both, and with the sandbox in production).
 */
export function selectPaymentGateway(config: ConfigService, sandboxIntents: Model<SandboxIntent>): PaymentGateway {
  const webhookSecret = config.get<string>('STRIPE_WEBHOOK_SECRET') || undefined;
  if (config.get<boolean>('PAYMENTS_SANDBOX')) return new SandboxGateway(sandboxIntents, webhookSecret);
  const secretKey = config.get<string>('STRIPE_SECRET_KEY');
  if (!secretKey) throw new Error('No payment gateway configured: set STRIPE_SECRET_KEY or PAYMENTS_SANDBOX=true');
  return StripeGateway.fromSecretKey(secretKey, webhookSecret, config.get<number>('STRIPE_TIMEOUT_MS') ?? 10_000);
}

export const paymentGatewayProvider: FactoryProvider<PaymentGateway> = {
  provide: PAYMENT_GATEWAY,
  inject: [ConfigService, getModelToken(SandboxIntent.name)],
  useFactory: selectPaymentGateway,
};
