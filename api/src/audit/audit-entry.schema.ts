import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

/** What an admin did, on the wire as named. */
export const AUDIT_ACTIONS = [
  'reports-dismissed',
  'listing-removed',
  'seller-warned',
  'seller-suspended',
  'seller-reinstated',
  'seller-verified',
  'seller-deleted',
  'buyer-deleted',
  'buyer-made-seller',
  'conversation-dismissed',
  'review-reports-dismissed',
  'review-removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGETS = ['listing', 'user', 'conversation', 'review'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** One admin action, kept for good: who, what, on what, why, when. */
@Schema({ collection: 'audit_log', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class AuditEntry {
  @Prop({ type: Types.ObjectId, required: true }) admin: Types.ObjectId;
  /** The admin's name at the time (an account's name may change or be erased later). */
  @Prop({ required: true }) adminName: string;
  @Prop({ type: String, enum: AUDIT_ACTIONS, required: true }) action: AuditAction;
  @Prop({ type: String, enum: AUDIT_TARGETS, required: true }) targetKind: AuditTarget;
  @Prop({ type: Types.ObjectId, required: true }) targetId: Types.ObjectId;
  /** What the target was called then: "Kia EV6 of Sam Seller", a seller's name. */
  @Prop({ required: true }) targetLabel: string;
  /** The admin's reason, as written (plain text). */
  @Prop({ type: String }) note?: string;
  createdAt: Date;
}

export type AuditEntryRecord = AuditEntry & { _id: Types.ObjectId };
export const AuditEntrySchema = SchemaFactory.createForClass(AuditEntry);
// The admins' list, newest first.
AuditEntrySchema.index({ createdAt: -1, _id: -1 });
