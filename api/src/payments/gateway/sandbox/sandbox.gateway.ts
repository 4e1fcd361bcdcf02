import { randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import Stripe from 'stripe';
import {
  CreateIntentInput,
  CreatedIntent,
  GatewayEvent,
  GatewayRefund,
  IdempotencyKeyReusedError,
  PaymentAftermath,
  WebhookNotConfiguredError,
  IntentRejectedError,
  PaymentGateway,
  RefundInput,
  RetrievedIntent,
} from '../payment-gateway';
import { verifyStripeSignedEvent } from '../stripe-objects';
import { CardDeclinedError, SandboxIntentNotFoundError, SandboxIntentStateError } from './sandbox-errors';
import { SandboxIntent } from './sandbox-intent.schema';
import { CardInput, checkTestCard } from './test-cards';
import { isDuplicateKeyError } from '../../../common/mongo/duplicate-key';

/** A webhook event as Stripe would deliver it: the raw body and its Stripe-Signature header. */
export interface SignedEvent {
  payload: string;
  signature: string;
}

/** Stripe's limits for USD charges, so the sandbox refuses what Stripe would refuse. */
const MIN_AMOUNT_CENTS = 50;
const MAX_AMOUNT_CENTS = 99_999_999;

function toRetrieved(doc: SandboxIntent): RetrievedIntent {
  return {
    id: doc._id,
    status: doc.status,
    amount: doc.amount,
    currency: doc.currency,
    metadata: { ...doc.metadata },
    clientSecret: doc.clientSecret,
  };
}

function sameRequest(doc: SandboxIntent, input: CreateIntentInput): boolean {
  return (
    doc.amount === input.amountCents &&
    doc.currency === input.currency &&
    doc.metadata.orderId === input.orderId &&
    doc.metadata.listingId === input.listingId &&
    doc.metadata.buyerUid === input.buyerUid
  );
}

/**
 * Stripe test mode without Stripe: intents live in MongoDB and are confirmed with Stripe's
 * published test cards through `POST /sandbox/confirm`. Used only when PAYMENTS_SANDBOX=true.
 */
export class SandboxGateway implements PaymentGateway {
  readonly mode = 'sandbox' as const;

  constructor(
    private readonly intents: Model<SandboxIntent>,
    private readonly webhookSecret: string | undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    if (input.amountCents < MIN_AMOUNT_CENTS) throw new IntentRejectedError('Amount must be at least $0.50 usd');
    if (input.amountCents > MAX_AMOUNT_CENTS) throw new IntentRejectedError('Amount must be no more than $999,999.99');

    const replay = await this.replayOf(input);
    if (replay) return replay;
    const id = `pi_sandbox_${randomBytes(12).toString('hex')}`;
    try {
      const doc = await this.intents.create({
        _id: id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        amount: input.amountCents,
        currency: input.currency,
        status: 'requires_payment_method',
        metadata: { orderId: input.orderId, listingId: input.listingId, buyerUid: input.buyerUid },
        idempotencyKey: input.idempotencyKey,
      });
      return this.toCreated(doc.toObject());
    } catch (err) {
      // A concurrent request with the same key won the insert: answer like Stripe, with its intent.
      if (isDuplicateKeyError(err)) {
        const winner = await this.replayOf(input);
        if (winner) return winner;
      }
      throw err;
    }
  }

  async retrieveIntent(id: string): Promise<RetrievedIntent | null> {
    const doc = await this.intents.findById(id).lean<SandboxIntent>();
    return doc ? toRetrieved(doc) : null;
  }

  async refundIntent({ intentId, orderId, reason }: RefundInput): Promise<GatewayRefund> {
    const intent = await this.intents.findById(intentId).lean<SandboxIntent>();
    if (!intent) throw new IntentRejectedError(`No such payment_intent: '${intentId}'`);
    if (!intent.refund) {
      if (intent.status !== 'succeeded')
        throw new IntentRejectedError(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`);
      const refund = {
        id: `re_sandbox_${randomBytes(12).toString('hex')}`,
        amount: intent.amount,
        reason,
        orderId,
        at: this.now(),
      };
      // Conditional on no refund yet, so two requests racing refund once (Stripe: idempotency key).
      await this.intents.updateOne({ _id: intentId, refund: { $exists: false } }, { $set: { refund } });
    }
    const { refund } = (await this.intents.findById(intentId).lean<SandboxIntent>())!;
    return { id: refund!.id, amount: refund!.amount, currency: intent.currency, status: 'succeeded' };
  }

  async retrieveAftermath(intentId: string): Promise<PaymentAftermath | null> {
    const intent = await this.intents.findById(intentId).lean<SandboxIntent>();
    if (!intent) return null;
    return { refunded: !!intent.refund, ...(intent.dispute && { dispute: intent.dispute.status }) };
  }

  // What happens to a payment outside CarMarket (in Stripe's dashboard, or the card holder's bank):
  // each changes the intent as Stripe would and returns the webhook event Stripe would send,
  // signed with the webhook secret, to deliver to POST /webhooks/stripe.

  /** A refund of the whole payment made in the dashboard: `charge.refunded`. */
  async refundFromDashboard(intentId: string): Promise<SignedEvent> {
    const intent = await this.refundIntent({ intentId, orderId: '', reason: 'requested_by_customer' });
    return this.signedEvent('charge.refunded', {
      object: 'charge',
      id: `ch_${intentId}`,
      payment_intent: intentId,
      amount: intent.amount,
      amount_refunded: intent.amount,
      refunded: true,
    });
  }

  /** The card holder disputes the charge: `charge.dispute.created`. */
  async openDispute(intentId: string): Promise<SignedEvent> {
    const id = `dp_sandbox_${randomBytes(12).toString('hex')}`;
    const opened = await this.intents.findOneAndUpdate(
      { _id: intentId, status: 'succeeded' },
      { $set: { dispute: { id, status: 'open' } } },
      { returnDocument: 'after' },
    );
    if (!opened) throw new IntentRejectedError(`This PaymentIntent (${intentId}) has no successful charge to dispute.`);
    return this.disputeEvent('charge.dispute.created', opened.toObject(), 'needs_response');
  }

  /** The card network decides the dispute: `charge.dispute.closed`. */
  async closeDispute(intentId: string, outcome: 'won' | 'lost'): Promise<SignedEvent> {
    const closed = await this.intents.findOneAndUpdate(
      { _id: intentId, 'dispute.status': 'open' },
      { $set: { 'dispute.status': outcome } },
      { returnDocument: 'after' },
    );
    if (!closed) throw new IntentRejectedError(`This PaymentIntent (${intentId}) has no open dispute.`);
    return this.disputeEvent('charge.dispute.closed', closed.toObject(), outcome);
  }

  private disputeEvent(type: string, intent: SandboxIntent, status: string): SignedEvent {
    return this.signedEvent(type, {
      object: 'dispute',
      id: intent.dispute!.id,
      payment_intent: intent._id,
      amount: intent.amount,
      status,
    });
  }

  private signedEvent(type: string, object: Record<string, unknown>): SignedEvent {
    if (!this.webhookSecret) throw new WebhookNotConfiguredError();
    const payload = JSON.stringify({
      id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(this.now().getTime() / 1000),
      data: { object },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret }) };
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): GatewayEvent {
    return verifyStripeSignedEvent(Stripe.webhooks, rawBody, signatureHeader, this.webhookSecret);
  }

  /**
   * What Stripe.js's confirmCardPayment does against Stripe: succeeds, or leaves the intent
   * waiting for another card and reports why. Who may confirm is the caller's decision (the
   * payments service checks the order's buyer).
   */
  async confirm(intentId: string, card: CardInput): Promise<RetrievedIntent> {
    const intent = await this.intents.findById(intentId).lean<SandboxIntent>();
    if (!intent) throw new SandboxIntentNotFoundError(intentId);
    if (intent.status === 'succeeded') {
      throw new SandboxIntentStateError(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
      );
    }
    if (intent.status !== 'requires_payment_method') {
      throw new SandboxIntentStateError(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      );
    }

    const check = checkTestCard(card, this.now());
    if (!check.ok) {
      await this.intents.updateOne(
        { _id: intentId, status: 'requires_payment_method' },
        { $set: { lastPaymentError: check.error } },
      );
      throw new CardDeclinedError(check.error);
    }

    // Conditional on the status, so two confirms racing cannot both succeed.
    const confirmed = await this.intents
      .findOneAndUpdate(
        { _id: intentId, status: 'requires_payment_method' },
        {
          $set: { status: 'succeeded', card: { brand: check.brand, last4: check.last4 } },
          $unset: { lastPaymentError: 1 },
        },
        { returnDocument: 'after' },
      )
      .lean<SandboxIntent>();
    if (!confirmed) {
      throw new SandboxIntentStateError(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
      );
    }
    return toRetrieved(confirmed);
  }

  /** Stripe's idempotency: the same key with the same parameters returns the first result. */
  private async replayOf(input: CreateIntentInput): Promise<CreatedIntent | null> {
    const existing = await this.intents.findOne({ idempotencyKey: input.idempotencyKey }).lean<SandboxIntent>();
    if (!existing) return null;
    if (!sameRequest(existing, input)) throw new IdempotencyKeyReusedError();
    return this.toCreated(existing);
  }

  private toCreated(doc: SandboxIntent): CreatedIntent {
    return {
      id: doc._id,
      clientSecret: doc.clientSecret,
      amount: doc.amount,
      currency: doc.currency,
      status: doc.status,
    };
  }
}
