import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min, MaxLength } from 'class-validator';
import { NOTIFICATIONS_PAGE_SIZE } from '../notifications.service';

export class NotificationsQueryDto {
  @ApiPropertyOptional({ default: NOTIFICATIONS_PAGE_SIZE, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;

  @ApiPropertyOptional({ description: "Opaque; the previous page's nextCursor" })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  cursor?: string;
}
