import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { NOTIFICATION_KINDS } from '../notification-kinds';
import type { EmailSwitches } from '../notification-settings.service';

/** Any subset of the kinds; kinds not named keep their setting. One optional boolean per kind (added below). */
export class EmailSettingsDto {}
export interface EmailSettingsDto extends Partial<EmailSwitches> {}
for (const kind of NOTIFICATION_KINDS) {
  ApiPropertyOptional({ type: Boolean })(EmailSettingsDto.prototype, kind);
  IsOptional()(EmailSettingsDto.prototype, kind);
  IsBoolean()(EmailSettingsDto.prototype, kind);
}

/** Body of PUT /me/settings. */
export class UpdateSettingsDto {
  @ApiProperty({ type: EmailSettingsDto, description: 'E-mail on (true) or off (false) per kind of event' })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => EmailSettingsDto)
  email: EmailSettingsDto;
}
