import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/trim';

/** Body of POST /subscriptions (shared-ui SubscribeBody). */
export class SubscribeDto {
  @ApiProperty({ example: 'jane@example.com' })
  @Trim()
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email: string;
}
