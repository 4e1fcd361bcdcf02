import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SellerRatingsModule } from '../reviews/seller-ratings';
import { UsersModule } from '../users/users.module';
import { SellersController } from './sellers.controller';

/** The public seller page: reads users, listings and reviews, owns no data. */
@Module({
  imports: [UsersModule, ListingsModule, ReviewsModule, SellerRatingsModule],
  controllers: [SellersController],
})
export class SellersModule {}
