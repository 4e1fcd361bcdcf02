import {
  BadGatewayException,
  ConflictException,
  HttpException,
  HttpStatus,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import {
  IdempotencyKeyReusedError,
  IntentRejectedError,
  PaymentProviderError,
  PaymentProviderUnreachableError,
} from './gateway/payment-gateway';
import {
  CardDeclinedError,
  SandboxIntentNotFoundError,
  SandboxIntentStateError,
} from './gateway/sandbox/sandbox-errors';

/** 402 Payment Required: the card or the payment did not go through; the message says why. */
export class PaymentRequiredException extends HttpException {
  constructor(message: string) {
    super(message, HttpStatus.PAYMENT_REQUIRED);
  }
}

/** The gateway's failures as HTTP answers; anything else is rethrown unchanged (a 500). */
export function toHttpError(error: unknown): unknown {
  if (error instanceof CardDeclinedError) return new PaymentRequiredException(error.message);
  if (error instanceof SandboxIntentNotFoundError) return new NotFoundException(error.message);
  if (error instanceof SandboxIntentStateError) return new ConflictException(error.message);
  if (error instanceof IntentRejectedError) return new UnprocessableEntityException(error.message);
  if (error instanceof IdempotencyKeyReusedError)
    return new ConflictException('A conflicting payment request is in progress; try again.');
  if (error instanceof PaymentProviderUnreachableError) {
    return new ServiceUnavailableException(
      'The payment provider did not answer in time; try again in a few seconds. Trying again never charges you twice.',
    );
  }
  if (error instanceof PaymentProviderError)
    return new BadGatewayException('The payment provider could not be reached; try again.');
  return error;
}

/** Runs a gateway call, translating its failures. */
export async function gatewayCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toHttpError(error);
  }
}
