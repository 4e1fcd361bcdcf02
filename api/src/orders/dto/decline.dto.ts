import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/trim';

/** Body of POST /orders/:id/decline: why the seller declines, told to the buyer. */
export class DeclineDto {
  @ApiProperty({ minLength: 1, maxLength: 500, example: 'The car needs a repair before I can sell it.' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'reason must say why the booking is declined' })
  @MaxLength(500)
  reason: string;
}
