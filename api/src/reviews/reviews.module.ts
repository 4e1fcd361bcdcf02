import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { ReviewsController } from './reviews.controller';
import { ReviewPersonalData } from './review-personal-data';
import { ReviewsService } from './reviews.service';
import { Review, ReviewSchema } from './schemas/review.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: Review.name, schema: ReviewSchema }]),
    NotificationsModule,
    OrdersModule,
  ],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewPersonalData],
  exports: [ReviewsService, ReviewPersonalData],
})
export class ReviewsModule {}
