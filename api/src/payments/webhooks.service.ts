import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { OrderPaymentsService } from '../orders/order-payments.service';
import {
  PAYMENT_GATEWAY,
  WebhookNotConfiguredError,
  WebhookSignatureError,
  type GatewayEvent,
  type PaymentGateway,
} from './gateway/payment-gateway';
import { gatewayCall } from './gateway-errors';
import { intentMismatch } from './intent-matching';
import { PaymentsService } from './payments.service';
import { WebhookEvent } from './schemas/webhook-event.schema';
import { FaultPoints } from '../common/faults/fault-points';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';

/** Refunds and disputes made outside CarMarket (Stripe's dashboard, the card holder's bank). */
const AFTERMATH_EVENTS = new Set(['charge.refunded', 'charge.dispute.created', 'charge.dispute.closed']);

export interface WebhookReceipt {
  received: true;
  /** The event id had been taken in before; nothing was done again. */
  duplicate?: true;
}

/**
 * POST /webhooks/stripe: the processor's word that an intent succeeded, for buyers whose browser
 * never got back to POST /payments. Verified on the raw body; each event id is applied until it
 * has taken effect once, then skipped.
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger(WebhooksService.name);

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @InjectModel(WebhookEvent.name) private readonly events: Model<WebhookEvent>,
    private readonly orderPayments: OrderPaymentsService,
    private readonly payments: PaymentsService,
    private readonly faults: FaultPoints,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookReceipt> {
    const event = this.verify(rawBody, signature);
    if (!(await this.takeIn(event))) return { received: true, duplicate: true };
    this.faults.reach('webhook.after-claim');
    const outcome = await this.apply(event);
    // Done only now, with its effect: a crash or failure before this line leaves the event
    // pending, and the processor's redelivery applies it again (applying is idempotent).
    await this.events.updateOne({ _id: event.id }, { $set: { outcome } }).exec();
    return { received: true };
  }

  private verify(rawBody: Buffer | undefined, signature: string | undefined): GatewayEvent {
    if (!rawBody?.length) throw new BadRequestException('Missing webhook body');
    try {
      return this.gateway.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError)
        throw new BadRequestException(`Invalid webhook signature: ${error.message}`);
      if (error instanceof WebhookNotConfiguredError)
        throw new ServiceUnavailableException('Webhooks are not configured on this server.');
      throw error;
    }
  }

  /** Records the event as pending; false when it was already applied (a redelivery to skip). */
  private async takeIn(event: GatewayEvent): Promise<boolean> {
    const takeIn = () =>
      this.events
        .findOneAndUpdate(
          { _id: event.id },
          { $setOnInsert: { type: event.type } },
          { upsert: true, returnDocument: 'before' },
        )
        .lean<WebhookEvent>()
        .exec();
    let before: WebhookEvent | null;
    try {
      before = await takeIn();
    } catch (error) {
      // Two deliveries inserting at once: the loser reads what the winner wrote.
      if (!isDuplicateKeyError(error)) throw error;
      before = await takeIn();
    }
    return before?.outcome === undefined;
  }

  /** Returns what happened, kept with the event for whoever investigates a payment later. */
  private async apply(event: GatewayEvent): Promise<string> {
    if (AFTERMATH_EVENTS.has(event.type) && event.chargeOf) return this.applyAftermath(event.chargeOf);
    if (event.type !== 'payment_intent.succeeded' || !event.intent) return 'ignored: not a succeeded payment intent';
    // The event only says where to look: what the processor holds decides (as for POST /payments),
    // so an event signed with a leaked secret pays nothing.
    const intent = await gatewayCall(() => this.gateway.retrieveIntent(event.intent!.id));
    if (!intent) return this.rejected(event, 'the payment provider has no such intent');
    if (intent.status !== 'succeeded') return `ignored: the payment provider reports the intent ${intent.status}`;
    const order = await this.orderPayments.findById(intent.metadata.orderId ?? '');
    if (!order) return this.rejected(event, 'no order matches the metadata');
    const mismatch = intentMismatch(intent, order);
    if (mismatch) return this.rejected(event, mismatch);
    try {
      const { created } = await this.payments.settle(order, intent);
      return created ? 'applied' : 'applied: already recorded';
    } catch (error) {
      if (error instanceof ConflictException) return this.rejected(event, error.message);
      throw error;
    }
  }

  /** A refund or dispute of a paid order's charge: the order records what the processor now holds. */
  private async applyAftermath(intentId: string): Promise<string> {
    const aftermath = await gatewayCall(() => this.gateway.retrieveAftermath(intentId));
    if (!aftermath) return 'ignored: the payment provider has no such intent';
    try {
      return await this.orderPayments.recordAftermath(intentId, aftermath);
    } catch (error) {
      // Left pending: the processor's redelivery applies it again.
      if (error instanceof ConflictException) throw new ServiceUnavailableException(error.message);
      throw error;
    }
  }

  private rejected(event: GatewayEvent, reason: string): string {
    this.logger.warn(`Webhook ${event.id} (${event.intent?.id ?? 'no intent'}) not applied: ${reason}`);
    return `rejected: ${reason}`;
  }
}
