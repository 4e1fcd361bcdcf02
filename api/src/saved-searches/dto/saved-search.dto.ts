import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/trim';

/** Body of POST /saved-searches. */
export class CreateSavedSearchDto {
  @ApiProperty({ minLength: 1, maxLength: 80, example: 'Electric SUVs under 40 k$' })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  name: string;

  @ApiProperty({
    maxLength: 2000,
    example: '/category/2?fuel=electric&maxPrice=40',
    description: "The page's own path and query: /category/<id>?… or /search?q=…",
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(2000)
  path: string;
}
