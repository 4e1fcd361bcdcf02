import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { OptionalUsZip } from '../../common/zip-codes/is-us-zip';
import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Body of PUT /me/profile: any of the fields; an empty phone or home ZIP removes it. */
export class UpdateProfileDto {
  @ApiPropertyOptional({
    description: 'Display name, shown to the other party in messages, orders and reviews',
    maxLength: 100,
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({ description: 'Pre-fills booking forms; never shown to anyone else. Empty removes it.' })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @Matches(/^$|^\+?[0-9][0-9 ().-]{4,29}$/, { message: 'phone must be a phone number such as 123-456-7890' })
  phone?: string;

  @OptionalUsZip("The buyer's home ZIP code: pre-fills the distance filter of the listings. Empty removes it.", {
    emptyRemoves: true,
  })
  @Transform(trimmed)
  homeZip?: string;
}

/** Body of POST /password-reset. */
export class PasswordResetDto {
  @ApiProperty({ example: 'someone@example.com' })
  @Transform(trimmed)
  @IsEmail({}, { message: 'email must be an e-mail address' })
  @MaxLength(254)
  email: string;
}
