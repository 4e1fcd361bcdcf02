import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit-log';
import { CategoriesModule } from '../categories/categories.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PhotosModule } from '../photos/photos.module';
import { SellerRatingsModule } from '../reviews/seller-ratings';
import { UsersModule } from '../users/users.module';
import { ModelsController } from './facts/models.controller';
import { ListingComparables } from './listing-comparables.service';
import { ListingEvents } from './listing-events';
import { ListingHolds } from './listing-holds.service';
import { ListingPhotosService } from './listing-photos.service';
import { ListingQueries } from './listing-queries.service';
import { ListingReports } from './listing-reports.service';
import { ListingSeeding } from './listing-seeding.service';
import { ListingStore } from './listing-store';
import { ListingTotals } from './listing-totals';
import { ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';
import { Listing, ListingSchema } from './schemas/listing.schema';
import { Report, ReportSchema } from './schemas/report.schema';

/** Listings by job over one model (docs/decisions/0048-listings-by-job-and-events.md). */
const SERVICES = [
  ListingsService,
  ListingQueries,
  ListingHolds,
  ListingPhotosService,
  ListingReports,
  ListingSeeding,
  ListingComparables,
];

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Listing.name, schema: ListingSchema },
      { name: Report.name, schema: ReportSchema },
    ]),
    AuditModule,
    CategoriesModule,
    UsersModule,
    PhotosModule,
    NotificationsModule,
    SellerRatingsModule,
  ],
  controllers: [ListingsController, ModelsController],
  providers: [...SERVICES, ListingStore, ListingTotals, ListingEvents],
  exports: [...SERVICES, ListingStore, ListingEvents],
})
export class ListingsModule {}
