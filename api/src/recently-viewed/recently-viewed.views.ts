import { ApiProperty } from '@nestjs/swagger';
import { LISTING_STATUSES, type ListingStatus } from '../listings/listing-status';

/** A car of the caller's recently viewed list: its card as last seen, and where it stands now. */
export class RecentlyViewedView {
  @ApiProperty() listingId: string;
  @ApiProperty() name: string;
  @ApiProperty() brand: string;
  @ApiProperty({ description: 'As ListingView.image' }) image: string;
  @ApiProperty({ description: 'k$; the current price while the car is listed, else the last one seen' })
  sale_price: number;
  @ApiProperty({ description: 'ISO date-time it was last opened' }) viewedAt: string;
  @ApiProperty({
    enum: LISTING_STATUSES,
    enumName: 'ListingStatus',
    description: 'withdrawn: no longer listed (removed, or sold elsewhere); the car stays in the list, marked',
  })
  status: ListingStatus;
}
