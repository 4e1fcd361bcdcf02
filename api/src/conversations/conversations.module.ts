import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { UsersModule } from '../users/users.module';
import { BlocksModule } from './blocks.module';
import { ConversationsController } from './conversations.controller';
import { ConversationPersonalData } from './conversation-personal-data';
import { ConversationAccess } from './conversation-access';
import { ConversationReads } from './conversation-reads.service';
import { ConversationReports } from './conversation-reports.service';
import { ConversationsService } from './conversations.service';
import { Conversation, ConversationSchema } from './schemas/conversation.schema';
import { Message, MessageSchema } from './schemas/message.schema';
import { OfferReadsModule } from '../offers/offer-reads';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Conversation.name, schema: ConversationSchema },
      { name: Message.name, schema: MessageSchema },
    ]),
    // The thread shows its offer cards (api/src/offers writes them).
    OfferReadsModule,
    BlocksModule,
    NotificationsModule,
    ListingsModule,
    OrdersModule,
    UsersModule,
  ],
  controllers: [ConversationsController],
  providers: [
    ConversationAccess,
    ConversationsService,
    ConversationReads,
    ConversationReports,
    ConversationPersonalData,
  ],
  // Offers open a conversation; moderation dismisses a conversation's report.
  exports: [ConversationPersonalData, ConversationsService, ConversationReports],
})
export class ConversationsModule {}
