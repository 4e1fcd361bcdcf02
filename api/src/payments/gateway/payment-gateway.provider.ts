import { FactoryProvider } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { PAYMENT_GATEWAY, PaymentGateway } from './payment-gateway';
import { SandboxGateway } from './sandbox/sandbox.gateway';
import { SandboxIntent } from './sandbox/sandbox-intent.schema';
import { StripeGateway } from './stripe.gateway';

/**
 * The one place that decides which processor takes payments: Stripe when a secret key is
 * configured, otherwise the sandbox (config validation refuses the sandbox in production).
 */
export function selectPaymentGateway(config: ConfigService, sandboxIntents: Model<SandboxIntent>): PaymentGateway {
  const secretKey = config.get<string>('STRIPE_SECRET_KEY');
  const webhookSecret = config.get<string>('STRIPE_WEBHOOK_SECRET') || undefined;
  return secretKey ? StripeGateway.fromSecretKey(secretKey, webhookSecret) : new SandboxGateway(sandboxIntents, webhookSecret);
}

export const paymentGatewayProvider: FactoryProvider<PaymentGateway> = {
  provide: PAYMENT_GATEWAY,
  inject: [ConfigService, getModelToken(SandboxIntent.name)],
  useFactory: selectPaymentGateway,
};
