import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../common/validation/trim';

export const MODERATION_NOTE_MAX = 500;

/** A warning or a suspension: the reason is what the seller is told. */
export class ModerationReasonDto {
  @ApiProperty({
    minLength: 1,
    maxLength: MODERATION_NOTE_MAX,
    description: 'Told to the seller as written (plain text)',
  })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'reason must say why' })
  @MaxLength(MODERATION_NOTE_MAX, { message: `reason must be at most ${MODERATION_NOTE_MAX} characters` })
  reason: string;
}

/** A dismissal or a removal: an optional note for the audit log. */
export class ModerationNoteDto {
  @ApiPropertyOptional({ maxLength: MODERATION_NOTE_MAX })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(MODERATION_NOTE_MAX, { message: `note must be at most ${MODERATION_NOTE_MAX} characters` })
  note?: string;
}

export class AuditQueryDto {
  @ApiPropertyOptional({ default: 50, maximum: 100 })
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
