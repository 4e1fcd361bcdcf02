import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Schema as MongooseSchema, Types } from 'mongoose';
import { OUTBOX_PROP, type OutboxEntry } from '../notifications/outbox';
import { User } from '../users/schemas/user.schema';
import { CRITERIA_INDEX, type SearchCriteria } from './saved-search-criteria';

/** A user's saved search: the page's own path, and the filters it was parsed into (saved-search-path.ts). */
@Schema({ collection: 'saved_searches', versionKey: false, timestamps: { createdAt: true, updatedAt: false } })
export class SavedSearch {
  @Prop({ type: MongooseSchema.Types.ObjectId, ref: User.name, required: true }) user: Types.ObjectId;
  @Prop({ required: true }) name: string;
  /** `/category/<id>?<filters>` or `/search?q=…&<filters>`, normalised (saved-search-path.ts); the UI opens it as is. */
  @Prop({ required: true }) path: string;
  /** The category of a category page; none for the search page. */
  @Prop({ type: Number }) categoryId?: number;
  /** The validated list query (CategoryQueryDto), as the list calls take it. */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) query: Record<string, unknown>;
  /** What a new listing's candidate query looks up (saved-search-criteria.ts); derived from the query. */
  @Prop({ type: MongooseSchema.Types.Mixed }) criteria?: SearchCriteria;
  /** Listings matched since the user last opened the search (each counted once). */
  @Prop({ type: [MongooseSchema.Types.ObjectId], default: [] }) matched: Types.ObjectId[];
  /** When the user was last told of matches: at most one notification a day. */
  @Prop({ type: Date }) notifiedAt?: Date;
  @Prop(OUTBOX_PROP) outbox?: OutboxEntry[];
  createdAt: Date;
}

export type SavedSearchRecord = SavedSearch & { _id: Types.ObjectId };
export const SavedSearchSchema = SchemaFactory.createForClass(SavedSearch);
SavedSearchSchema.index({ user: 1, createdAt: -1 });
SavedSearchSchema.index({ 'outbox._id': 1 }, { sparse: true });
// The candidate searches of a new or cheaper listing.
SavedSearchSchema.index(CRITERIA_INDEX);
