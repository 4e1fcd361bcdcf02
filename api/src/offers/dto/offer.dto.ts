import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsNotEmpty, IsNumber, IsOptional, IsPositive, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/paging/paging';
import { Trim } from '../../common/validation/trim';
import { MAX_SALE_PRICE_K } from '../../listings/dto/add-product.dto';
import { BookingDto } from '../../orders/dto/booking.dto';

const AMOUNT = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 } as const;

/** An amount in k$: what a counter names. */
export class CounterOfferDto {
  @ApiProperty({ example: 37.5, description: 'k$, at most two decimals' })
  @IsNumber(AMOUNT, { message: 'amount must be a number of k$ with at most two decimals' })
  @IsPositive()
  amount: number;
}

/**
 * Body of POST /listings/:id/offers: the amount, and the contact a booking needs (an accepted
 * offer books the car with it). The buyer and the car come from the token and the path.
 */
export class MakeOfferDto extends PickType(BookingDto, ['phone', 'meetingLocation'] as const) {
  @ApiProperty({ example: 37.5, maximum: MAX_SALE_PRICE_K, description: 'k$, at most two decimals' })
  @IsNumber(AMOUNT, { message: 'amount must be a number of k$ with at most two decimals' })
  @IsPositive()
  amount: number;

  @ApiPropertyOptional({ maxLength: 1000, example: 'I can pick it up this weekend.' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(1000)
  message?: string;
}

/** Body of POST /offers/:id/decline. */
export class DeclineOfferDto {
  @ApiPropertyOptional({ maxLength: 500, example: 'I have another buyer at the asking price.' })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  reason?: string;
}

/** Query of GET /offers. */
export class OffersQueryDto extends PageQueryDto {}
