import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module';
import { ListingsModule } from '../listings/listings.module';
import { MailModule } from '../mail/mail.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { RecentlyViewedModule } from '../recently-viewed/recently-viewed.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { UsersModule } from '../users/users.module';
import { WishlistModule } from '../wishlist/wishlist.module';
import { AccountController } from './account.controller';
import { AccountDataService } from './account-data.service';
import { ListingPersonalData } from './listing-personal-data';
import { PasswordResetService } from './password-reset.service';

/** A person's own account: profile, password reset, export and closure (the admin's deletion too). */
@Module({
  imports: [
    UsersModule,
    MailModule,
    ListingsModule,
    OrdersModule,
    PaymentsModule,
    ConversationsModule,
    ReviewsModule,
    SavedSearchesModule,
    WishlistModule,
    RecentlyViewedModule,
    NotificationsModule,
    SubscriptionsModule,
  ],
  controllers: [AccountController],
  providers: [AccountDataService, ListingPersonalData, PasswordResetService],
  exports: [AccountDataService],
})
export class AccountModule {}
