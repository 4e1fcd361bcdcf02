import { Body, Controller, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CheckRevoked, CurrentUser } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { RateLimit } from '../common/throttling/rate-limit';
import { CreatePaymentIntentDto } from './dto/create-payment-intent.dto';
import { RecordPaymentDto } from './dto/record-payment.dto';
import { SandboxConfirmDto } from './dto/sandbox-confirm.dto';
import {
  PaymentIntentResultView,
  PaymentRecordView,
  SandboxConfirmResultView,
  toPaymentRecordView,
} from './payment.views';
import { PaymentsService } from './payments.service';

@ApiTags('payments')
@Controller()
@RateLimit('payment')
@CheckRevoked()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('create-payment-intent')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Start paying one of the caller's orders: the amount comes from the order; an open intent is reused",
  })
  @ApiOkResponse({ type: PaymentIntentResultView })
  createIntent(
    @CurrentUser() caller: RegisteredUser,
    @Body() body: CreatePaymentIntentDto,
  ): Promise<PaymentIntentResultView> {
    return this.payments.createIntent(caller, body.orderId);
  }

  @Post('payments')
  @ApiOperation({
    summary: 'Record a payment once the processor confirms it succeeded for that order and amount',
    description:
      '201 when recorded now, 200 with the same record when this transaction was recorded before; 402 when the processor does not confirm it; ' +
      '409 when a succeeded payment cannot pay the order (its booking lapsed and the car went to someone else, or another payment paid it): that payment is refunded and the message says so.',
  })
  @ApiCreatedResponse({ type: PaymentRecordView, description: 'Recorded now' })
  @ApiOkResponse({ type: PaymentRecordView, description: 'Recorded before: the same record' })
  async record(
    @CurrentUser() caller: RegisteredUser,
    @Body() body: RecordPaymentDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<PaymentRecordView> {
    const { record, created } = await this.payments.record(caller, body.orderID, body.transactionID);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return toPaymentRecordView(record);
  }

  @Post('sandbox/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sandbox only: confirm an intent with a Stripe test card',
    description:
      '402 with the card error (e.g. "Your card was declined."); 404 when the sandbox is off or the intent is not the caller\'s.',
  })
  @ApiOkResponse({ type: SandboxConfirmResultView })
  async confirmTestCard(
    @CurrentUser() caller: RegisteredUser,
    @Body() body: SandboxConfirmDto,
  ): Promise<SandboxConfirmResultView> {
    const intent = await this.payments.confirmTestCard(caller, body);
    return { paymentIntentId: intent.id, status: intent.status };
  }
}
