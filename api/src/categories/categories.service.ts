import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Category, type CategoryRecord } from './schemas/category.schema';

@Injectable()
export class CategoriesService {
  constructor(@InjectModel(Category.name) private readonly categories: Model<Category>) {}

  list(): Promise<CategoryRecord[]> {
    return this.categories.find().sort({ category_id: 1 }).lean<CategoryRecord[]>().exec();
  }

  async exists(categoryId: number): Promise<boolean> {
    return (await this.categories.exists({ category_id: categoryId })) !== null;
  }

  async isEmpty(): Promise<boolean> {
    return (await this.categories.estimatedDocumentCount().exec()) === 0;
  }

  /** Inserts the categories whose category_id is not stored yet; stored ones are never changed. */
  async addMissing(categories: readonly Category[]): Promise<void> {
    await this.categories.bulkWrite(
      categories.map((c) => ({
        updateOne: { filter: { category_id: c.category_id }, update: { $setOnInsert: { ...c } }, upsert: true },
      })),
    );
  }
}
