import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsNumber, IsPositive, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsImageReference } from '../../common/validation/is-image-reference';
import { OptionalUsZip } from '../../common/zip-codes/is-us-zip';
import { Trim } from '../../common/validation/trim';
import { CONDITIONS, type Condition } from '../schemas/listing.schema';

const FINITE = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 } as const;
/** k$: nothing on this marketplace costs a billion dollars. */
const MAX_PRICE_K = 1_000_000;
/** k$: a sale price must be payable, and one card payment (Stripe's limit) takes at most $999,999.99. */
export const MAX_SALE_PRICE_K = 999.99;

/**
 * Body of POST /add_product (shared-ui AddProductBody): every field required but the ZIP. Seller name and
 * e-mail come from the caller's account, the posted date from the server; flags start false.
 */
export class AddProductDto {
  @ApiProperty({ example: 'Model 3 Long Range', maxLength: 100 })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;

  @ApiProperty({ example: 'Tesla', maxLength: 60 })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  brand: string;

  @ApiProperty({
    example: '/static/cars/sedan-red.svg',
    description: 'http(s) URL or a /static/... image served by this API',
  })
  @IsString()
  @MaxLength(2048)
  @IsImageReference()
  image: string;

  @ApiProperty({ example: 1, description: 'An existing category (1 TESLA, 2 KIA, 3 TOYOTA)' })
  @IsInt()
  @Min(1)
  category_id: number;

  @ApiProperty({ example: 48.5, description: 'k$' })
  @IsNumber(FINITE)
  @IsPositive()
  @Max(MAX_PRICE_K)
  original_price: number;

  @ApiProperty({ example: 39.9, maximum: MAX_SALE_PRICE_K, description: 'k$, at most what one card payment can take' })
  @IsNumber(FINITE)
  @IsPositive()
  @Max(MAX_SALE_PRICE_K, {
    message: `$property must not be greater than ${MAX_SALE_PRICE_K} (k$: the most one card payment can take is $999,999.99)`,
  })
  sale_price: number;

  @ApiProperty({ example: 2, description: 'years used' })
  @IsNumber(FINITE)
  @Min(0)
  @Max(100)
  used: number;

  @ApiProperty({ example: 'Austin, TX', maxLength: 100 })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  location: string;

  @OptionalUsZip(
    'Where the car is: the distance buyers see and their radius filters are from it (null on PUT removes it)',
  )
  zip?: string;

  @ApiProperty({ enum: CONDITIONS, enumName: 'Condition' })
  @IsIn(CONDITIONS)
  condition: Condition;

  @ApiProperty({ example: 'One owner, full service history.', maxLength: 2000 })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  desc: string;

  @ApiProperty({ example: '123-456-7890', maxLength: 30 })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  phone: string;
}
