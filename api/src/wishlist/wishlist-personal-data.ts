import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import type { PersonalData } from '../common/personal-data';
import { WishlistItem } from './schemas/wishlist-item.schema';

/** A person's wish list: exported, and gone with the account. */
@Injectable()
export class WishlistPersonalData implements PersonalData {
  constructor(@InjectModel(WishlistItem.name) private readonly items: Model<WishlistItem>) {}

  async exportOf(userId: Types.ObjectId): Promise<Record<string, unknown>> {
    return {
      wishList: await this.items
        .find({ user: userId }, { listing: 1, createdAt: 1 })
        .sort({ createdAt: 1 })
        .lean()
        .exec(),
    };
  }

  async closeFor(userId: Types.ObjectId): Promise<void> {
    await this.items.deleteMany({ user: userId }).exec();
  }
}
