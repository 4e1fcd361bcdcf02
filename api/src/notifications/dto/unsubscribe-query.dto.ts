import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The token of the e-mail’s unsubscribe link' })
  @IsString()
  @MaxLength(200)
  token: string;
}
