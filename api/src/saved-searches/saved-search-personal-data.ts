import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { PersonalData } from '../common/personal-data';
import { SavedSearch } from './saved-search.schema';

/** A person's saved searches: exported, and gone with the account. */
@Injectable()
export class SavedSearchPersonalData implements PersonalData {
  constructor(@InjectModel(SavedSearch.name) private readonly searches: Model<SavedSearch>) {}

  async exportOf(userId: Types.ObjectId): Promise<Record<string, unknown>> {
    return {
      savedSearches: await this.searches
        .find({ user: userId }, { name: 1, path: 1, categoryId: 1, query: 1, notifiedAt: 1, createdAt: 1 })
        .sort({ createdAt: 1 })
        .lean()
        .exec(),
    };
  }

  async closeFor(userId: Types.ObjectId): Promise<void> {
    await this.searches.deleteMany({ user: userId }).exec();
  }
}
