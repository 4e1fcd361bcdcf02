import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { FIRST_MODEL_YEAR, type Body, type Fuel, type Transmission } from '../facts/vehicle-facts';
import { OptionalBody, OptionalFuel, OptionalTransmission } from './vehicle-facts.dto';
import { CONDITIONS, type Condition } from '../schemas/listing.schema';
import { OptionalUsZip } from '../../common/zip-codes/is-us-zip';
import { RADII, type Radius } from '../../common/zip-codes/zip-codes';

export const LISTING_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'mileage_asc',
  'year_desc',
  'best_deal',
  'distance',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/**
 * Query of GET /category/:id, GET /search and their facets (shared-ui CategoryQuery). Numbers are
 * converted explicitly here and only here.
 */
export class CategoryQueryDto {
  @ApiPropertyOptional({ default: DEFAULT_PAGE_SIZE, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({ description: 'Opaque; from the previous page\'s Link rel="next"' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  cursor?: string;

  @ApiPropertyOptional({
    description: 'Words, each to be found in the brand, model, name, fuel, body, model year or city (any order)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ description: 'Lowest sale price, k$' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  minPrice?: number;

  @ApiPropertyOptional({ description: 'Highest sale price, k$' })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  maxPrice?: number;

  @ApiPropertyOptional({
    description:
      'Monthly budget, dollars: only cars whose default payment estimate (10 % down, 7.9 % APR, 60 months; ' +
      '@carmarket/stack-facts/monthly-payment) is at most this much; a price bound beside maxPrice',
  })
  @IsOptional()
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(1)
  @Max(1_000_000)
  maxMonthly?: number;

  @ApiPropertyOptional({ enum: CONDITIONS, enumName: 'Condition' })
  @IsOptional()
  @IsIn(CONDITIONS)
  condition?: Condition;

  @ApiPropertyOptional({ description: 'true: only cars not booked yet; false: only booked ones' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  available?: boolean;

  @ApiPropertyOptional({ description: "One of the brand's models (GET /models?brand=)" })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  model?: string;

  @ApiPropertyOptional({ description: 'Model year at least' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(FIRST_MODEL_YEAR)
  @Max(9999)
  yearFrom?: number;

  @ApiPropertyOptional({ description: 'Model year at most' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(FIRST_MODEL_YEAR)
  @Max(9999)
  yearTo?: number;

  @ApiPropertyOptional({ description: 'Mileage up to, miles' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  mileageMax?: number;

  @OptionalFuel()
  fuel?: Fuel;

  @OptionalTransmission()
  transmission?: Transmission;

  @OptionalBody()
  body?: Body;

  @OptionalUsZip("The buyer's ZIP: cards carry distanceMiles from it; required by radius and sort=distance")
  zip?: string;

  @ApiPropertyOptional({
    enum: RADII,
    description: 'Miles from zip (required with it): only cars whose ZIP is that close; absent: any distance',
  })
  @IsOptional()
  @Type(() => Number)
  @IsIn(RADII, { message: `radius must be one of ${RADII.join(', ')} (miles)` })
  radius?: Radius;

  @ApiPropertyOptional({
    enum: LISTING_SORTS,
    enumName: 'ListingSort',
    default: 'newest',
    description:
      'Every order lists every matching car: mileage_asc and year_desc put cars without that fact last; best_deal is the largest ' +
      'saving against the expected price first (as a fraction of it), unrated cars last; distance (needs zip) is nearest first, ' +
      'cars without a ZIP last',
  })
  @IsOptional()
  @IsIn(LISTING_SORTS)
  sort?: ListingSort;
}
