import { Injectable, Module } from '@nestjs/common';
import { InjectModel, MongooseModule } from '@nestjs/mongoose';
import type { Model, Types } from 'mongoose';
import { Review, ReviewSchema } from './schemas/review.schema';

/** Reviews anyone may see: an admin's removal hides one everywhere, the rating included. */
export const SHOWN_REVIEWS = { removedAt: { $exists: false } } as const;

export interface Rating {
  average: number | null;
  count: number;
}

/**
 * A seller's rating, on its own: the seller page and the listing page's seller block read it, and
 * the listings module cannot import the reviews module (reviews → orders → listings).
 */
@Injectable()
export class SellerRatings {
  constructor(@InjectModel(Review.name) private readonly reviews: Model<Review>) {}

  /** Average stars (one decimal) and count of a seller's shown reviews. */
  async ratingOf(seller: Types.ObjectId): Promise<Rating> {
    const [summary] = await this.reviews
      .aggregate<{ average: number; count: number }>([
        { $match: { seller, ...SHOWN_REVIEWS } },
        { $group: { _id: null, average: { $avg: '$rating' }, count: { $sum: 1 } } },
      ])
      .exec();
    return summary
      ? { average: Math.round(summary.average * 10) / 10, count: summary.count }
      : { average: null, count: 0 };
  }
}

@Module({
  imports: [MongooseModule.forFeature([{ name: Review.name, schema: ReviewSchema }])],
  providers: [SellerRatings],
  exports: [SellerRatings],
})
export class SellerRatingsModule {}
