import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PriceRatingView, toPriceRatingView } from '../listings/listing.views';
import type { PriceAnalysis } from './pricing.service';

/** One comparable car, a point of the price-against-mileage chart. */
export class ComparablePointView {
  @ApiProperty() listingId: string;
  @ApiProperty() year: number;
  @ApiProperty({ description: 'miles' }) mileage: number;
  @ApiProperty({ description: 'k$' }) price: number;
  @ApiPropertyOptional({
    description: 'Present (true) when the car is no longer listed (deleted or sold elsewhere): its page answers 404',
  })
  withdrawn?: boolean;
}

export class RatedCarView {
  @ApiPropertyOptional() year?: number;
  @ApiPropertyOptional({ description: 'miles' }) mileage?: number;
  @ApiProperty({ description: 'k$' }) price: number;
}

/** GET /listings/:id/price-analysis and GET /price-check: the rating, shown with its work. */
export class PriceAnalysisView {
  @ApiProperty({ type: PriceRatingView }) rating: PriceRatingView;
  @ApiProperty({ type: RatedCarView, description: 'The car rated (marked on the chart)' }) car: RatedCarView;
  @ApiProperty({ type: [ComparablePointView], description: 'The comparables, newest first' })
  points: ComparablePointView[];
}

export function toPriceAnalysisView(a: PriceAnalysis): PriceAnalysisView {
  return {
    rating: toPriceRatingView(a.rating),
    car: a.car,
    points: a.points.map(({ listingId, year, mileage, price, withdrawn }) => ({
      listingId,
      year,
      mileage,
      price,
      ...(withdrawn && { withdrawn }),
    })),
  };
}
