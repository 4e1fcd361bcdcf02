import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, Matches } from 'class-validator';
import { MAX_PHOTOS } from '../listings/facts/vehicle-facts';

/** Body of PUT /listings/:id/photos/order. */
export class PhotoOrderDto {
  @ApiProperty({ type: [String], description: 'Every photo id of the listing, each once; the first is the cover' })
  @IsArray()
  @ArrayMaxSize(MAX_PHOTOS)
  @IsString({ each: true })
  @Matches(/^[0-9a-f]{32}$/, { each: true, message: 'order must contain photo ids' })
  order: string[];
}
