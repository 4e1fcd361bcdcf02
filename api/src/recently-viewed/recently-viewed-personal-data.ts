import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { PersonalData } from '../common/personal-data';
import { RecentlyViewed } from './schemas/recently-viewed.schema';

/** The cars a person opened: exported, and gone with the account. */
@Injectable()
export class RecentlyViewedPersonalData implements PersonalData {
  constructor(@InjectModel(RecentlyViewed.name) private readonly viewed: Model<RecentlyViewed>) {}

  async exportOf(userId: Types.ObjectId): Promise<Record<string, unknown>> {
    return {
      recentlyViewed: await this.viewed
        .find({ user: userId }, { _id: 0, user: 0 })
        .sort({ viewedAt: -1 })
        .lean()
        .exec(),
    };
  }

  async closeFor(userId: Types.ObjectId): Promise<void> {
    await this.viewed.deleteMany({ user: userId }).exec();
  }
}
