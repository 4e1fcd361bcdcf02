import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsPaymentIntentId } from './payment-intent-id';

/**
 * Body of POST /sandbox/confirm (shared-ui SandboxConfirmBody). Only types and sizes are checked
 * here; whether the card works is the sandbox's answer, with Stripe's messages (402).
 */
export class SandboxConfirmDto {
  @ApiProperty({ example: 'pi_sandbox_0123456789abcdef01234567' })
  @IsPaymentIntentId('paymentIntentId')
  paymentIntentId: string;

  @ApiProperty({ example: '4242 4242 4242 4242', description: 'Spaces and dashes allowed' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  cardNumber: string;

  @ApiProperty({ example: 12 })
  @IsInt()
  @Min(1)
  @Max(12)
  expMonth: number;

  @ApiProperty({ example: 2034, description: 'Four digits, or two (MM/YY)' })
  @IsInt()
  @Min(0)
  @Max(9999)
  expYear: number;

  @ApiProperty({ example: '123' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(8)
  cvc: string;
}
