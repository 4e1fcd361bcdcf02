import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ListingsModule } from '../listings/listings.module';
import { OrdersModule } from '../orders/orders.module';
import { OrdersSeed } from '../orders/orders.seed';
import { PhotosModule } from '../photos/photos.module';
import { PricingModule } from '../pricing/pricing.module';
import { PricingSeed } from '../pricing/pricing.seed';
import { UsersModule } from '../users/users.module';
import { SeedMarket } from './seed-market';
import { SeedPhotos } from './seed-photos';
import { SEED_EXTENSIONS, type SeedExtension } from './seed-extension';
import { SeedService } from './seed.service';

@Module({
  // Modules with their own demo data: import the module here and add its SeedExtension to `inject`.
  imports: [UsersModule, CategoriesModule, ListingsModule, OrdersModule, PhotosModule, PricingModule],
  providers: [
    SeedService,
    SeedPhotos,
    SeedMarket,
    // In this order: the market reuses the photos, and the ratings rate the market too.
    {
      provide: SEED_EXTENSIONS,
      inject: [OrdersSeed, SeedPhotos, SeedMarket, PricingSeed],
      useFactory: (...extensions: SeedExtension[]) => extensions,
    },
  ],
  exports: [SeedService],
})
export class SeedModule {}
