import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ListingsModule } from '../listings/listings.module';
import { OrdersModule } from '../orders/orders.module';
import { OrdersSeed } from '../orders/orders.seed';
import { PhotosModule } from '../photos/photos.module';
import { UsersModule } from '../users/users.module';
import { SeedPhotos } from './seed-photos';
import { SEED_EXTENSIONS, type SeedExtension } from './seed-extension';
import { SeedService } from './seed.service';

@Module({
  // Modules with their own demo data: import the module here and add its SeedExtension to `inject`.
  imports: [UsersModule, CategoriesModule, ListingsModule, OrdersModule, PhotosModule],
  providers: [
    SeedService,
    SeedPhotos,
    { provide: SEED_EXTENSIONS, inject: [OrdersSeed, SeedPhotos], useFactory: (...extensions: SeedExtension[]) => extensions },
  ],
  exports: [SeedService],
})
export class SeedModule {}
