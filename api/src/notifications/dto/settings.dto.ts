import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsObject, IsOptional, ValidateNested } from 'class-validator';

/** Any subset of the kinds; kinds not named keep their setting. */
export class EmailSettingsDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() 'car-booked'?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() 'booking-paid'?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() 'order-paid'?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() 'hold-lapsed'?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() 'new-message'?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() 'new-review'?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() 'price-drop'?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() 'saved-search-match'?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() 'seller-verified'?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() 'listing-reported'?: boolean;
}

/** Body of PUT /me/settings. */
export class UpdateSettingsDto {
  @ApiPropertyOptional({ type: EmailSettingsDto, description: 'E-mail on (true) or off (false) per kind of event' })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => EmailSettingsDto)
  email: EmailSettingsDto;
}
