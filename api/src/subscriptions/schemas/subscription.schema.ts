import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** An e-mail address on the footer's update list. */
@Schema({ collection: 'subscriptions', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class Subscription {
  @Prop({ required: true, lowercase: true, trim: true }) email: string;
}

export const SubscriptionSchema = SchemaFactory.createForClass(Subscription);
SubscriptionSchema.index({ email: 1 }, { unique: true });
