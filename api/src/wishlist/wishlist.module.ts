import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ListingsModule } from '../listings/listings.module';
import { WishlistItem, WishlistItemSchema } from './schemas/wishlist-item.schema';
import { WishlistController } from './wishlist.controller';
import { WishlistPersonalData } from './wishlist-personal-data';
import { WishlistService } from './wishlist.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: WishlistItem.name, schema: WishlistItemSchema }]), ListingsModule],
  controllers: [WishlistController],
  providers: [WishlistService, WishlistPersonalData],
  exports: [WishlistPersonalData],
})
export class WishlistModule {}
