import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BlocksModule } from '../conversations/blocks.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { OrdersModule } from '../orders/orders.module';
import { OfferAcceptance } from './offer-acceptance.service';
import { OfferCarEvents } from './offer-car-events';
import { OfferLapses } from './offer-lapses';
import { OfferStore } from './offer-store';
import { OfferSweep } from './offer-sweep';
import { OffersController } from './offers.controller';
import { OffersService } from './offers.service';
import { Offer, OfferSchema } from './schemas/offer.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: Offer.name, schema: OfferSchema }]),
    ListingsModule,
    OrdersModule,
    ConversationsModule,
    BlocksModule,
    NotificationsModule,
  ],
  controllers: [OffersController],
  providers: [OfferStore, OffersService, OfferAcceptance, OfferLapses, OfferSweep, OfferCarEvents],
})
export class OffersModule {}
