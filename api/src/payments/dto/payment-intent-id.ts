import { applyDecorators } from '@nestjs/common';
import { IsString, Matches, MaxLength } from 'class-validator';

/** A processor PaymentIntent id: pi_ followed by letters, digits and underscores (Stripe's and the sandbox's). */
export const IsPaymentIntentId = (field: string) =>
  applyDecorators(
    IsString(),
    MaxLength(255),
    Matches(/^pi_[A-Za-z0-9_]+$/, { message: `${field} must be a payment intent id (pi_...)` }),
  );
