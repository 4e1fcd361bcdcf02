import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsMongoId, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../common/validation/trim';
import { MAX_RATING, MIN_RATING, REVIEW_TEXT_MAX_LENGTH } from '../schemas/review.schema';

/** Body of POST /reviews. The seller, buyer and car come from the order, never from the body. */
export class CreateReviewDto {
  @ApiProperty({ description: 'The paid order whose seller is reviewed' })
  @IsString()
  @IsMongoId({ message: 'orderId must be an order id (24 hex characters)' })
  orderId: string;

  @ApiProperty({ minimum: MIN_RATING, maximum: MAX_RATING, description: 'Stars' })
  @IsInt({ message: `rating must be a whole number of stars from ${MIN_RATING} to ${MAX_RATING}` })
  @Min(MIN_RATING, { message: `rating must be at least ${MIN_RATING}` })
  @Max(MAX_RATING, { message: `rating must be at most ${MAX_RATING}` })
  rating: number;

  @ApiPropertyOptional({ maxLength: REVIEW_TEXT_MAX_LENGTH, description: 'Plain text' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(REVIEW_TEXT_MAX_LENGTH, { message: `text must be at most ${REVIEW_TEXT_MAX_LENGTH} characters` })
  text?: string;
}

export class AnswerReviewDto {
  @ApiProperty({ minLength: 1, maxLength: REVIEW_TEXT_MAX_LENGTH, description: 'Plain text' })
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'text must not be empty' })
  @MaxLength(REVIEW_TEXT_MAX_LENGTH, { message: `text must be at most ${REVIEW_TEXT_MAX_LENGTH} characters` })
  text: string;
}

export class ReviewPageQueryDto {
  @ApiPropertyOptional({ default: 10, maximum: 100 })
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
