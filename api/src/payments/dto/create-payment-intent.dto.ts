import { ApiProperty } from '@nestjs/swagger';
import { IsMongoId, IsString } from 'class-validator';

/** Body of POST /create-payment-intent (shared-ui CreatePaymentIntentBody): the amount comes from the order. */
export class CreatePaymentIntentDto {
  @ApiProperty({ example: '665f1c2a9b1e4a0012345678' })
  @IsString()
  @IsMongoId({ message: 'orderId must be an order id (24 hex characters)' })
  orderId: string;
}
