import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CategoriesModule } from '../categories/categories.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PhotosModule } from '../photos/photos.module';
import { SellerRatingsModule } from '../reviews/seller-ratings';
import { UsersModule } from '../users/users.module';
import { ModelsController } from './facts/models.controller';
import { ListingsController } from './listings.controller';
import { ListingTotals } from './listing-totals';
import { ListingsService } from './listings.service';
import { Listing, ListingSchema } from './schemas/listing.schema';
import { Report, ReportSchema } from './schemas/report.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Listing.name, schema: ListingSchema },
      { name: Report.name, schema: ReportSchema },
    ]),
    CategoriesModule,
    UsersModule,
    PhotosModule,
    NotificationsModule,
    SellerRatingsModule,
  ],
  controllers: [ListingsController, ModelsController],
  providers: [ListingsService, ListingTotals],
  exports: [ListingsService],
})
export class ListingsModule {}
