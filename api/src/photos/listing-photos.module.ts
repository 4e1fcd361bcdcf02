import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { ListingPhotosController } from './listing-photos.controller';
import { PhotosModule } from './photos.module';

/** The photo calls on listings: apart from PhotosModule, which ListingsModule itself uses. */
@Module({
  imports: [PhotosModule, ListingsModule],
  controllers: [ListingPhotosController],
})
export class ListingPhotosModule {}
