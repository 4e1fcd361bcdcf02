import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { Listing } from '../../listings/schemas/listing.schema';
import { User } from '../../users/schemas/user.schema';

/**
 * One car one account opened, with what the card needs copied at the time, so a car taken off
 * the market since still shows (marked) in the list.
 */
@Schema({ collection: 'recently_viewed', versionKey: false })
export class RecentlyViewed {
  @Prop({ type: Types.ObjectId, ref: User.name, required: true }) user: Types.ObjectId;
  @Prop({ type: Types.ObjectId, ref: Listing.name, required: true }) listing: Types.ObjectId;
  @Prop({ required: true }) viewedAt: Date;
  @Prop({ required: true }) name: string;
  @Prop({ required: true }) brand: string;
  @Prop({ required: true }) image: string;
  /** k$, as it was when viewed. */
  @Prop({ required: true }) sale_price: number;
}

export type RecentlyViewedRecord = RecentlyViewed & { _id: Types.ObjectId };
export const RecentlyViewedSchema = SchemaFactory.createForClass(RecentlyViewed);
// One entry per car and account; the list is read newest first.
RecentlyViewedSchema.index({ user: 1, listing: 1 }, { unique: true });
RecentlyViewedSchema.index({ user: 1, viewedAt: -1 });
