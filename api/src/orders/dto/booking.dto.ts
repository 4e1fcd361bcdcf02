import { ApiProperty } from '@nestjs/swagger';
import { IsMongoId, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../common/validation/trim';

/**
 * Body of POST /orders (shared-ui BookingBody). Only what the buyer decides: which car and how
 * to meet. The original client's other fields (name, email, sellerName, brand, carName, price) are rejected
 * as unknown fields (400) like any other: the server takes them from the token and the listing,
 * and silently ignoring a client-sent price would hide a client bug.
 */
export class BookingDto {
  @ApiProperty({ description: 'The listing to book', example: '665f1c2a9b1e4a0012345678' })
  @IsString()
  @IsMongoId({ message: 'carId must be a listing id (24 hex characters)' })
  carId: string;

  @ApiProperty({ example: '512-555-0142', maxLength: 30 })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(30)
  @Matches(/^\+?[0-9][0-9 ().-]{4,29}$/, { message: 'phone must be a phone number such as 123-456-7890' })
  phone: string;

  @ApiProperty({ example: 'Whole Foods parking lot, Lamar Blvd, Austin', maxLength: 200 })
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  meetingLocation: string;
}
