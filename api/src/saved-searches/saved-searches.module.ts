import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CategoriesModule } from '../categories/categories.module';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { MatchJob, MatchJobSchema } from './match-job.schema';
import { SavedSearch, SavedSearchSchema } from './saved-search.schema';
import { SavedSearchMatcher } from './saved-search-matcher';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchPersonalData } from './saved-search-personal-data';
import { SavedSearchesService } from './saved-searches.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: SavedSearch.name, schema: SavedSearchSchema },
      { name: MatchJob.name, schema: MatchJobSchema },
    ]),
    ListingsModule,
    CategoriesModule,
    NotificationsModule,
  ],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesService, SavedSearchMatcher, SavedSearchPersonalData],
  exports: [SavedSearchPersonalData],
})
export class SavedSearchesModule {}
