import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/trim';
import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '../schemas/report.schema';

/** Body of PUT /report/:id (optional, so the original bare call stays valid: its reason is `other`) and of PUT /reviews/:id/report. */
export class ReportListingDto {
  @ApiPropertyOptional({ enum: REPORT_REASONS, default: 'other' })
  @IsOptional()
  @IsIn(REPORT_REASONS)
  reason?: ReportReason;

  @ApiPropertyOptional({
    maxLength: REPORT_TEXT_MAX,
    description: 'Plain text: what is wrong, in the reporter’s words',
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(REPORT_TEXT_MAX, { message: `text must be at most ${REPORT_TEXT_MAX} characters` })
  text?: string;
}
