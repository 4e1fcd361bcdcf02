import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsMongoId,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { Trim } from '../../common/validation/trim';
import { MAX_SALE_PRICE_K } from '../../listings/dto/add-product.dto';
import { FIRST_MODEL_YEAR, lastModelYear, MAX_MILEAGE } from '../../listings/facts/vehicle-facts';

/** GET /price-check: the car a seller is pricing. The model is checked against the brand's catalogue by the controller. */
export class PriceCheckQueryDto {
  @ApiProperty({ example: 'Tesla' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  brand: string;

  @ApiProperty({ example: 'Model 3', description: "One of the brand's models (GET /models?brand=)" })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  model: string;

  @ApiProperty({ example: 2021, minimum: FIRST_MODEL_YEAR, description: 'Model year, at most next year' })
  @Type(() => Number)
  @IsInt()
  @Min(FIRST_MODEL_YEAR)
  @ValidateBy({
    name: 'isModelYear',
    validator: {
      validate: (v: unknown) => typeof v === 'number' && v <= lastModelYear(),
      defaultMessage: () => `year must not be after ${lastModelYear()}`,
    },
  })
  year: number;

  @ApiProperty({ example: 24000, description: 'miles, a whole number' })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_MILEAGE)
  mileage: number;

  @ApiProperty({ example: 31.5, maximum: MAX_SALE_PRICE_K, description: 'k$, the sale price being considered' })
  @Type(() => Number)
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @IsPositive()
  @Max(MAX_SALE_PRICE_K)
  price: number;

  @ApiPropertyOptional({
    description: 'The listing being edited: left out of its own comparables (its old price would pull the estimate)',
  })
  @IsOptional()
  @IsMongoId({ message: 'listingId must be a listing id (24 hex characters)' })
  listingId?: string;
}
