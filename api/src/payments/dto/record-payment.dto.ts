import { ApiProperty } from '@nestjs/swagger';
import { IsMongoId, IsString } from 'class-validator';
import { IsPaymentIntentId } from './payment-intent-id';

/**
 * Body of POST /payments (shared-ui RecordPaymentBody). The original client's other fields (buyer, product,
 * seller) are not accepted: the record is built from the order and the processor's answer.
 */
export class RecordPaymentDto {
  @ApiProperty({ example: '665f1c2a9b1e4a0012345678' })
  @IsString()
  @IsMongoId({ message: 'orderID must be an order id (24 hex characters)' })
  orderID: string;

  @ApiProperty({ description: 'The PaymentIntent that succeeded', example: 'pi_3QabcDEFghiJKL' })
  @IsPaymentIntentId('transactionID')
  transactionID: string;
}
