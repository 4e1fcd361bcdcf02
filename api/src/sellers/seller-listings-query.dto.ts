import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SELLER_PAGE_LISTINGS } from './seller.views';

/** Query of GET /sellers/:id/listings: a page of cards, then the Link rel="next" cursor. */
export class SellerListingsQueryDto {
  @ApiPropertyOptional({ default: SELLER_PAGE_LISTINGS, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({
    description: 'Opaque; from the previous page\'s Link rel="next" (or the seller page\'s listingsCursor)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  cursor?: string;
}
