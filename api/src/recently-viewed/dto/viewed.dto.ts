import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';

/** Body of PUT /me/recently-viewed/:listingId (optional). */
export class ViewedDto {
  @ApiPropertyOptional({
    description:
      'ISO date-time the car was opened; absent: now. Sent when a visitor signs in and the cars this device kept join ' +
      "the account's list; a time in the future counts as now",
  })
  @IsOptional()
  @IsISO8601({ strict: true })
  viewedAt?: string;
}
