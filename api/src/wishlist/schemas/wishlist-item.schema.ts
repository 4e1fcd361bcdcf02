import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { Listing } from '../../listings/schemas/listing.schema';
import { User } from '../../users/schemas/user.schema';

/** One car saved by one account. */
@Schema({ collection: 'wishlist_items', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class WishlistItem {
  @Prop({ type: Types.ObjectId, ref: User.name, required: true }) user: Types.ObjectId;
  @Prop({ type: Types.ObjectId, ref: Listing.name, required: true }) listing: Types.ObjectId;
  createdAt: Date;
}

export type WishlistItemRecord = WishlistItem & { _id: Types.ObjectId };
export const WishlistItemSchema = SchemaFactory.createForClass(WishlistItem);
// Saving twice keeps one entry; the list is read newest first.
WishlistItemSchema.index({ user: 1, listing: 1 }, { unique: true });
WishlistItemSchema.index({ user: 1, createdAt: -1 });
// Who saved a car (told of its price drops).
WishlistItemSchema.index({ listing: 1 });
