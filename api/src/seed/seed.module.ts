import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ListingsModule } from '../listings/listings.module';
import { OrdersModule } from '../orders/orders.module';
import { OrdersSeed } from '../orders/orders.seed';
import { UsersModule } from '../users/users.module';
import { SEED_EXTENSIONS, type SeedExtension } from './seed-extension';
import { SeedService } from './seed.service';

@Module({
  // Modules with their own demo data: import the module here and add its SeedExtension to `inject`.
  imports: [UsersModule, CategoriesModule, ListingsModule, OrdersModule],
  providers: [
    SeedService,
    { provide: SEED_EXTENSIONS, inject: [OrdersSeed], useFactory: (...extensions: SeedExtension[]) => extensions },
  ],
  exports: [SeedService],
})
export class SeedModule {}
