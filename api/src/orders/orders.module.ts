import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { BlocksModule } from '../conversations/blocks.module';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { CLOCK, systemClock } from './clock';
import { OrderHoldsService } from './order-holds.service';
import { OrderLifecycleService } from './order-lifecycle.service';
import { OrderPaymentsService } from './order-payments.service';
import { OrderPersonalData } from './order-personal-data';
import { OrderReads } from './order-reads.service';
import { OrdersController } from './orders.controller';
import { OrdersSeed } from './orders.seed';
import { OrdersService } from './orders.service';
import { Order, OrderSchema } from './schemas/order.schema';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: Order.name, schema: OrderSchema }]),
    ListingsModule,
    UsersModule,
    NotificationsModule,
    BlocksModule,
  ],
  controllers: [OrdersController],
  providers: [
    OrdersService,
    OrderReads,
    OrderHoldsService,
    OrderLifecycleService,
    OrderPaymentsService,
    OrdersSeed,
    OrderPersonalData,
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: [OrdersService, OrderReads, OrderPaymentsService, OrdersSeed, OrderPersonalData, CLOCK],
})
export class OrdersModule {}
