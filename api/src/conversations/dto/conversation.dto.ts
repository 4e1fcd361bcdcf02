import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsMongoId, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { Trim } from '../../common/validation/trim';
import { MESSAGE_MAX_LENGTH } from '../schemas/message.schema';

/** Body of POST /conversations: exactly one of listingId (a question before booking) and orderId. */
export class OpenConversationDto {
  @ApiPropertyOptional({ description: 'Ask the seller about this listing' })
  @ValidateIf((o: OpenConversationDto) => o.orderId === undefined)
  @IsString()
  @IsMongoId({ message: 'listingId must be a listing id (24 hex characters); give listingId or orderId' })
  listingId?: string;

  @ApiPropertyOptional({ description: 'Talk about this booking (its buyer or its seller)' })
  @ValidateIf((o: OpenConversationDto) => o.listingId === undefined || o.orderId !== undefined)
  @IsString()
  @IsMongoId({ message: 'orderId must be an order id (24 hex characters); give listingId or orderId' })
  orderId?: string;
}

export class SendMessageDto {
  @ApiProperty({
    minLength: 1,
    maxLength: MESSAGE_MAX_LENGTH,
    description: 'Plain text (shown as text, never as markup)',
  })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'text must not be empty' })
  @MaxLength(MESSAGE_MAX_LENGTH, { message: `text must be at most ${MESSAGE_MAX_LENGTH} characters` })
  text: string;
}

export class ReportConversationDto {
  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export class ConversationPageQueryDto {
  @ApiPropertyOptional({ default: 20, maximum: 100 })
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
