import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CONDITIONS, type Condition } from '../schemas/listing.schema';

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** Query of GET /category/:id (shared-ui CategoryQuery). Numbers are converted explicitly here and only here. */
export class CategoryQueryDto {
  @ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, maximum: MAX_PAGE_SIZE })
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({ description: 'Opaque; from the previous page\'s Link rel="next"' })
  @IsOptional() @IsString() @MaxLength(300)
  cursor?: string;

  @ApiPropertyOptional({ description: 'Text in name, brand or location' })
  @IsOptional() @IsString() @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ description: 'Lowest sale price, k$' })
  @IsOptional() @Type(() => Number) @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0)
  minPrice?: number;

  @ApiPropertyOptional({ description: 'Highest sale price, k$' })
  @IsOptional() @Type(() => Number) @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0)
  maxPrice?: number;

  @ApiPropertyOptional({ enum: CONDITIONS, enumName: 'Condition' })
  @IsOptional() @IsIn(CONDITIONS)
  condition?: Condition;

  @ApiPropertyOptional({ description: 'true: only cars not booked yet; false: only booked ones' })
  @IsOptional() @Transform(toBoolean) @IsBoolean()
  available?: boolean;

  @ApiPropertyOptional({ enum: LISTING_SORTS, enumName: 'ListingSort', default: 'newest' })
  @IsOptional() @IsIn(LISTING_SORTS)
  sort?: ListingSort;
}
