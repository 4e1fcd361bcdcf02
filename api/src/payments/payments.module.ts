import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OrdersModule } from '../orders/orders.module';
import { paymentGatewayProvider } from './gateway/payment-gateway.provider';
import { SandboxIntent, SandboxIntentSchema } from './gateway/sandbox/sandbox-intent.schema';
import { PaymentsController } from './payments.controller';
import { PaymentPersonalData } from './payment-personal-data';
import { PaymentsService } from './payments.service';
import { Payment, PaymentSchema } from './schemas/payment.schema';
import { Refund, RefundSchema } from './schemas/refund.schema';
import { WebhookEvent, WebhookEventSchema } from './schemas/webhook-event.schema';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Payment.name, schema: PaymentSchema },
      { name: Refund.name, schema: RefundSchema },
      { name: WebhookEvent.name, schema: WebhookEventSchema },
      { name: SandboxIntent.name, schema: SandboxIntentSchema },
    ]),
    OrdersModule,
  ],
  controllers: [PaymentsController, WebhooksController],
  providers: [paymentGatewayProvider, PaymentsService, WebhooksService, PaymentPersonalData],
  exports: [PaymentPersonalData],
})
export class PaymentsModule {}
