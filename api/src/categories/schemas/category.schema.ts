import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

@Schema({ collection: 'categories', versionKey: false })
export class Category {
  /** The public number of the category (1 TESLA, 2 KIA, 3 TOYOTA); listings refer to it. */
  @Prop({ required: true, unique: true, min: 1 })
  category_id: number;

  @Prop({ required: true, trim: true })
  name: string;

  /** An http(s) URL or a /static/... path this API serves. */
  @Prop({ required: true })
  image: string;
}

export type CategoryRecord = Category & { _id: Types.ObjectId };
export const CategorySchema = SchemaFactory.createForClass(Category);
