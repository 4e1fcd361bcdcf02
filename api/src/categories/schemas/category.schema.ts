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
 * so every process's copy is reloaded: see CategoriesService.invalidate(). The write's promise
 * resolves once the listeners have (mongoose waits for a post hook's promise).
 */
export const categoryWriteListeners = new Set<() => Promise<void>>();
const notifyCategoryWrite = async () => {
  await Promise.all([...categoryWriteListeners].map((listener) => listener()));
};
CategorySchema.post('save', notifyCategoryWrite);
CategorySchema.post('insertMany', notifyCategoryWrite);
CategorySchema.post('bulkWrite', notifyCategoryWrite);
CategorySchema.post(/^(update|delete|replace|findOneAnd)/, notifyCategoryWrite);
