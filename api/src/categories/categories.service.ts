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
}
