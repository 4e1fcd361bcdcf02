import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** Query of GET /search/suggestion. */
export class SearchSuggestionQueryDto {
  @ApiProperty({ description: 'The search words as typed', maxLength: 100 })
  @IsString()
  @MaxLength(100)
  q: string;
}
