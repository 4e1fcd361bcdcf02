import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit-log';
import { ConversationsModule } from '../conversations/conversations.module';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { UsersModule } from '../users/users.module';
import { ModerationController } from './moderation.controller';
import { ModerationService } from './moderation.service';

@Module({
  imports: [AuditModule, ListingsModule, ConversationsModule, NotificationsModule, ReviewsModule, UsersModule],
  controllers: [ModerationController],
  providers: [ModerationService],
})
export class ModerationModule {}
