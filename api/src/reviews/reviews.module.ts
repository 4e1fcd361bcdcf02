import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit-log';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { ReviewReports } from './review-reports.service';
import { ReviewsController } from './reviews.controller';
import { ReviewPersonalData } from './review-personal-data';
import { ReviewsService } from './reviews.service';
import { ReviewReport, ReviewReportSchema } from './schemas/review-report.schema';
import { Review, ReviewSchema } from './schemas/review.schema';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Review.name, schema: ReviewSchema },
      { name: ReviewReport.name, schema: ReviewReportSchema },
    ]),
    AuditModule,
    NotificationsModule,
    OrdersModule,
    UsersModule,
  ],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewReports, ReviewPersonalData],
  exports: [ReviewsService, ReviewReports, ReviewPersonalData],
})
export class ReviewsModule {}
