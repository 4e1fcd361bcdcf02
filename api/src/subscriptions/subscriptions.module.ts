import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { Subscription, SubscriptionSchema } from './schemas/subscription.schema';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionPersonalData } from './subscription-personal-data';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: Subscription.name, schema: SubscriptionSchema }])],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, SubscriptionPersonalData],
  exports: [SubscriptionPersonalData],
})
export class SubscriptionsModule {}
