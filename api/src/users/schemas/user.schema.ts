import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument, Types } from 'mongoose';
import { ROLES, type Role } from '../../common/roles';
import { OUTBOX_PROP, type OutboxEntry } from '../../notifications/outbox';

@Schema({ collection: 'users', timestamps: true, versionKey: false })
export class User {
  @Prop({ required: true, trim: true, maxlength: 100 })
  name: string;

  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  email: string;

  /** Firebase uid of the sign-in account. */
  @Prop({ type: String, unique: true, sparse: true })
  uid?: string;

  @Prop({ type: String, required: true, enum: ROLES, default: 'User', index: true })
  role: Role;

  /** Sellers are verified by an admin, one way. */
  @Prop({ default: false })
  isVerified: boolean;

  /** An unverified seller asked the admins to verify them (once); verifying clears it. */
  @Prop({ type: Date })
  verificationRequestedAt?: Date;

  /** Deleted by an admin: the sign-in account is disabled and the record kept so the e-mail cannot re-register. */
  @Prop({ default: false })
  disabled: boolean;

  /** An admin suspended the account: its listings left the market and it changes nothing any more (reads still work). */
  @Prop({ type: { at: { type: Date, required: true }, reason: { type: String, required: true } }, _id: false })
  suspension?: { at: Date; reason: string };

  /** Contact phone the user gave in Settings: pre-fills booking forms, never shown to anyone else. */
  @Prop({ type: String, trim: true, maxlength: 30 })
  phone?: string;

  /** Home ZIP code the buyer gave in Settings: pre-fills the distance filter, never shown to anyone else. */
  @Prop({ type: String })
  homeZip?: string;

  /** When the account was closed (by its owner or an admin): name, e-mail and phone are gone from then on. */
  @Prop({ type: Date })
  deletedAt?: Date;

  /** Client address of the registration, hashed (the per-address cap on new accounts counts these). */
  @Prop({ type: String })
  registeredFromHash?: string;

  /** Notifications of changes to the account (e.g. verified), written with the change. */
  @Prop(OUTBOX_PROP)
  outbox?: OutboxEntry[];

  createdAt: Date;
}

export type UserDocument = HydratedDocument<User>;
export type UserRecord = User & { _id: Types.ObjectId };
export const UserSchema = SchemaFactory.createForClass(User);
// The admins' user lists, by name.
UserSchema.index({ role: 1, disabled: 1, name: 1, _id: 1 });
UserSchema.index({ registeredFromHash: 1, createdAt: -1 }, { sparse: true });
// The outbox sweep.
UserSchema.index({ 'outbox._id': 1 }, { sparse: true });
