import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ReviewRecord } from './schemas/review.schema';

export class ReviewAnswerView {
  @ApiProperty({ description: 'Plain text' }) text: string;
  @ApiProperty({ description: 'ISO date-time' }) createdAt: string;
}

/** A review as anyone sees it (no buyer id or e-mail). */
export class ReviewView {
  @ApiProperty() _id: string;
  @ApiProperty() sellerId: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty({ description: 'Plain text, possibly empty' }) text: string;
  @ApiProperty({ description: "The buyer's first name" }) buyerName: string;
  @ApiProperty() carName: string;
  @ApiProperty() brand: string;
  @ApiPropertyOptional({ type: ReviewAnswerView }) answer?: ReviewAnswerView;
  @ApiProperty({ description: 'ISO date-time' }) createdAt: string;
}

/** A review as its buyer sees it in My Orders: with the order it reviews. */
export class MyReviewView extends ReviewView {
  @ApiProperty() orderId: string;
  @ApiProperty({ description: 'An admin removed it: shown nowhere, and the order cannot be reviewed again' })
  removed: boolean;
}

export class UnansweredReviewsView {
  @ApiProperty({
    type: [String],
    description: "Ids of the caller's reviews (as the reviewed seller) still without an answer",
  })
  ids: string[];
}

export class ReviewPageView {
  @ApiProperty({ type: [ReviewView], description: 'Newest first' }) items: ReviewView[];
  @ApiProperty() total: number;
  @ApiPropertyOptional({ type: String, nullable: true }) nextCursor: string | null;
}

export class RatingView {
  @ApiProperty({ nullable: true, type: Number, description: 'Average stars, one decimal; null without reviews' })
  average: number | null;
  @ApiProperty() count: number;
}

export function toReviewView(r: ReviewRecord): ReviewView {
  return {
    _id: r._id.toString(),
    sellerId: r.seller.toString(),
    rating: r.rating,
    text: r.text,
    buyerName: r.buyerName,
    carName: r.carName,
    brand: r.brand,
    ...(r.answer && { answer: { text: r.answer.text, createdAt: new Date(r.answer.createdAt).toISOString() } }),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

export function toMyReviewView(r: ReviewRecord): MyReviewView {
  return { ...toReviewView(r), orderId: r.order.toString(), removed: Boolean(r.removedAt) };
}
