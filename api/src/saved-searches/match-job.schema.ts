import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';

/** Why a written listing may interest saved searches. */
export type ListingNews = 'new' | 'price-drop';

/** Never claimed: the claim filter's range takes it at once. */
export const UNCLAIMED = new Date(0);

/**
 * A listing to match against the saved searches, queued by its write and taken by one API
 * process (saved-search-matcher.ts). The collection is the queue: a job is deleted once done.
 */
@Schema({ collection: 'saved_search_jobs', versionKey: false })
export class MatchJob {
  @Prop({ type: MongooseSchema.Types.ObjectId, required: true }) listing: Types.ObjectId;
  @Prop({ type: String, enum: ['new', 'price-drop'], required: true }) news: ListingNews;
  /** When a process took it (UNCLAIMED until then); a claim this old is retaken. */
  @Prop({ type: Date, required: true }) claimedAt: Date;
  @Prop({ type: Date, required: true }) createdAt: Date;
}

export type MatchJobRecord = MatchJob & { _id: Types.ObjectId };
export const MatchJobSchema = SchemaFactory.createForClass(MatchJob);
MatchJobSchema.index({ claimedAt: 1 });
