import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * Webhook events taken in, by the processor's event id. Pending (no outcome) until applied: a
 * redelivery of a pending event applies it, of an applied one is skipped.
 */
@Schema({ collection: 'webhook_events', versionKey: false, timestamps: { createdAt: 'receivedAt', updatedAt: false } })
export class WebhookEvent {
  /** The processor's event id (evt_...). */
  @Prop({ type: String, required: true }) _id: string;
  @Prop({ required: true }) type: string;
  /** What the event did: applied, or why it was ignored or rejected. Written only once it took effect. */
  @Prop() outcome?: string;
}

export const WebhookEventSchema = SchemaFactory.createForClass(WebhookEvent);
