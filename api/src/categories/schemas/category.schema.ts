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

/**
 * Told after every write through the Category model (the seed, tests, any future admin route),
 * so CategoriesService's in-process copy is reloaded: see CategoriesService.invalidate().
 */
export const categoryWriteListeners = new Set<() => void>();
const notifyCategoryWrite = () => categoryWriteListeners.forEach((listener) => listener());
CategorySchema.post('save', notifyCategoryWrite);
CategorySchema.post('insertMany', notifyCategoryWrite);
CategorySchema.post('bulkWrite', notifyCategoryWrite);
CategorySchema.post(/^(update|delete|replace|findOneAnd)/, notifyCategoryWrite);
