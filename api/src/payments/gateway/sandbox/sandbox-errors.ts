import type { CardError } from './test-cards';

// Failures of the sandbox's confirm step, phrased as Stripe phrases them. The HTTP layer maps
// them to statuses (sandbox.controller.ts).

export class SandboxIntentNotFoundError extends Error {
  constructor(id: string) {
    super(`No such payment_intent: '${id}'`);
    this.name = 'SandboxIntentNotFoundError';
  }
}

export class SandboxIntentStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxIntentStateError';
  }
}

export class CardDeclinedError extends Error {
  constructor(readonly error: CardError) {
    super(error.message);
    this.name = 'CardDeclinedError';
  }
}
