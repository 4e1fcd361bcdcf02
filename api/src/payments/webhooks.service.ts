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
import { intentMismatch } from './intent-matching';
import { PaymentsService } from './payments.service';
import { WebhookEvent } from './schemas/webhook-event.schema';
import { isDuplicateKeyError } from '../common/mongo/duplicate-key';


export interface WebhookReceipt {
  received: true;
  /** The event id had been taken in before; nothing was done again. */
  duplicate?: true;
}

/**
 * POST /webhooks/stripe: the processor's word that an intent succeeded, for buyers whose browser
 * never got back to POST /payments. Verified on the raw body, each event id applied once.
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger(WebhooksService.name);

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @InjectModel(WebhookEvent.name) private readonly events: Model<WebhookEvent>,
    private readonly orderPayments: OrderPaymentsService,
    private readonly payments: PaymentsService,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookReceipt> {
    const event = this.verify(rawBody, signature);
    if (!(await this.claim(event))) return { received: true, duplicate: true };
    try {
      const outcome = await this.apply(event);
      await this.events.updateOne({ _id: event.id }, { $set: { outcome } }).exec();
      return { received: true };
    } catch (error) {
      // Not applied: forget the event so the processor's retry is processed, then answer 5xx.
      await this.events.deleteOne({ _id: event.id }).exec();
      throw error;
    }
  }

  private verify(rawBody: Buffer | undefined, signature: string | undefined): GatewayEvent {
    if (!rawBody?.length) throw new BadRequestException('Missing webhook body');
    try {
      return this.gateway.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new BadRequestException(`Invalid webhook signature: ${error.message}`);
      if (error instanceof WebhookNotConfiguredError) throw new ServiceUnavailableException('Webhooks are not configured on this server.');
      throw error;
    }
  }

  /** true when this delivery is the first of the event. */
  private async claim(event: GatewayEvent): Promise<boolean> {
    try {
      await this.events.create({ _id: event.id, type: event.type });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Returns what happened, kept with the event for whoever investigates a payment later. */
  private async apply(event: GatewayEvent): Promise<string> {
    const intent = event.intent;
    if (event.type !== 'payment_intent.succeeded' || !intent) return 'ignored: not a succeeded payment intent';
    if (intent.status !== 'succeeded') return `ignored: intent status ${intent.status}`;
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

  private rejected(event: GatewayEvent, reason: string): string {
    this.logger.warn(`Webhook ${event.id} (${event.intent?.id ?? 'no intent'}) not applied: ${reason}`);
    return `rejected: ${reason}`;
  }
}
