import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ListingView } from '../listings/listing.views';
import { RatingView, ReviewPageView } from '../reviews/review.views';

/** Cards on the seller page; `activeListings` counts them all. */
export const SELLER_PAGE_LISTINGS = 24;

/** The public seller page: no e-mail, no phone. */
export class SellerPageView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Verified by an admin' }) isVerified: boolean;
  @ApiProperty({ description: 'ISO date-time: when the account was registered' }) memberSince: string;
  @ApiProperty({ type: RatingView }) rating: RatingView;
  @ApiProperty({ description: 'Listings of the seller still for sale' }) activeListings: number;
  @ApiProperty({ type: [ListingView], description: `The newest of them (at most ${SELLER_PAGE_LISTINGS}), as cards` })
  listings: ListingView[];
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'The cursor after `listings` for GET /sellers/{id}/listings; null when they are all the active ones',
  })
  listingsCursor: string | null;
  @ApiProperty({ type: ReviewPageView, description: 'Newest first, with the seller’s answers; `cursor` pages on' })
  reviews: ReviewPageView;
}
