import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ListingsModule } from '../listings/listings.module';
import { RecentlyViewed, RecentlyViewedSchema } from './schemas/recently-viewed.schema';
import { RecentlyViewedController } from './recently-viewed.controller';
import { RecentlyViewedPersonalData } from './recently-viewed-personal-data';
import { RecentlyViewedService } from './recently-viewed.service';

/** The cars each account opened last: written by the browser, read on the home and in the dashboard. */
@Module({
  imports: [MongooseModule.forFeature([{ name: RecentlyViewed.name, schema: RecentlyViewedSchema }]), ListingsModule],
  controllers: [RecentlyViewedController],
  providers: [RecentlyViewedService, RecentlyViewedPersonalData],
  exports: [RecentlyViewedPersonalData],
})
export class RecentlyViewedModule {}
