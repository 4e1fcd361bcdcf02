import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { User } from '../../users/schemas/user.schema';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notification-kinds';

/** A user's notification settings; no document means every e-mail is on. */
@Schema({ collection: 'notification_settings', versionKey: false })
export class NotificationSettings {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: User.name, required: true, unique: true }) user: Types.ObjectId;
  /** The kinds the user gets no e-mail for (they still show in the app). */
  @Prop({ type: [String], enum: NOTIFICATION_KINDS, default: [] }) emailOff: NotificationKind[];
}

export type NotificationSettingsRecord = NotificationSettings & { _id: Types.ObjectId };
export const NotificationSettingsSchema = SchemaFactory.createForClass(NotificationSettings);
