import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { getConnectionToken, MongooseModule } from '@nestjs/mongoose';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Connection } from 'mongoose';
import { AccountModule } from './account/account.module';
import { AdminModule } from './admin/admin.module';
import { ModerationModule } from './moderation/moderation.module';
import { AuthGuard } from './auth/auth.guard';
import { AuthModule } from './auth/auth.module';
import { RolesGuard } from './auth/roles.guard';
import { CategoriesModule } from './categories/categories.module';
import { ConversationsModule } from './conversations/conversations.module';
import { SavedSearchesModule } from './saved-searches/saved-searches.module';
import { FaultsModule } from './common/faults/fault-points';
import { AllExceptionsFilter } from './common/filters/all-exceptions.filter';
import { releaseStuckHeartbeats } from './common/mongo/stuck-heartbeat';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { AccountThrottlerGuard, throttlerOptions } from './common/throttling/rate-limit';
import { validateEnv, type Env } from './config/env.validation';
import { FirebaseModule } from './firebase/firebase.module';
import { HealthModule } from './health/health.module';
import { ListingsModule } from './listings/listings.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { ReviewsModule } from './reviews/reviews.module';
import { ListingPhotosModule } from './photos/listing-photos.module';
import { PricingModule } from './pricing/pricing.module';
import { RecentlyViewedModule } from './recently-viewed/recently-viewed.module';
import { SeedModule } from './seed/seed.module';
import { SellersModule } from './sellers/sellers.module';
import { SessionModule } from './session/session.module';
import { SitemapsModule } from './sitemaps/sitemaps.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { UsersModule } from './users/users.module';
import { WishlistModule } from './wishlist/wishlist.module';

@Module({})
export class AppModule {
  /** Built at call time (not import time) so the environment is read when the app is created. */
  static register(): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, validate: validateEnv }),
        // Events between modules (listings/listing-events.ts).
        EventEmitterModule.forRoot(),
        MongooseModule.forRootAsync({
          inject: [ConfigService],
          useFactory: (c: ConfigService<Env, true>) => ({
            uri: c.get('MONGODB_URI', { infer: true }),
            // An unreachable database fails a request within 2 s (503, Retry-After) instead of
            // holding it, and a database that is back is noticed within 2 s, without a restart.
            serverSelectionTimeoutMS: 2000,
            heartbeatFrequencyMS: 2000,
            connectionFactory: (connection: Connection) => {
              const stop = releaseStuckHeartbeats(connection.getClient());
              connection.once('close', stop);
              return connection;
            },
          }),
        }),
        ThrottlerModule.forRootAsync({ inject: [ConfigService, getConnectionToken()], useFactory: throttlerOptions }),
        FaultsModule,
        FirebaseModule,
        UsersModule,
        AuthModule,
        SessionModule,
        CategoriesModule,
        ListingsModule,
        AdminModule,
        ModerationModule,
        AccountModule,
        OrdersModule,
        PaymentsModule,
        ListingPhotosModule,
        PricingModule,
        WishlistModule,
        RecentlyViewedModule,
        NotificationsModule,
        ConversationsModule,
        SavedSearchesModule,
        ReviewsModule,
        SellersModule,
        SitemapsModule,
        SubscriptionsModule,
        HealthModule,
        SeedModule,
      ],
      providers: [
        // Order matters: identify the caller, check the role, then count the account against the
        // route's named limit. (The per-client limit counts earlier: see app.setup.ts.)
        { provide: APP_GUARD, useExisting: AuthGuard },
        { provide: APP_GUARD, useExisting: RolesGuard },
        { provide: APP_GUARD, useClass: AccountThrottlerGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
