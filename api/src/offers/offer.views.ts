// Offers on the wire: the cards of a conversation and GET /offers. The buyer's contact travels only
// to the two parties; the seller's private minimum never does.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ListingRecord } from '../listings/schemas/listing.schema';
import { differencePercent } from './offer-rules';
import {
  OFFER_PARTIES,
  OFFER_STATUSES,
  type OfferParty,
  type OfferRecord,
  type OfferStatus,
} from './schemas/offer.schema';

export const RANGE_POSITIONS = ['below', 'within', 'above'] as const;
export type RangePosition = (typeof RANGE_POSITIONS)[number];

export class OfferPartyView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
}

/** Where the amount falls in the car's deal rating (absent while the car has no rated expected price). */
export class OfferGuidanceView {
  @ApiProperty({ description: 'k$, the expected price of the deal rating' }) expected: number;
  @ApiProperty({ description: 'k$, low end of the expected range' }) low: number;
  @ApiProperty({ description: 'k$, high end of the expected range' }) high: number;
  @ApiProperty({ enum: RANGE_POSITIONS, enumName: 'OfferRangePosition' }) position: RangePosition;
  @ApiProperty({ description: 'The amount against the expected price, in % (negative: below), one decimal' })
  differencePercent: number;
}

export class OfferView {
  @ApiProperty() _id: string;
  @ApiProperty() listingId: string;
  @ApiProperty() conversationId: string;
  @ApiProperty() brand: string;
  @ApiProperty() carName: string;
  @ApiProperty({ type: OfferPartyView }) buyer: OfferPartyView;
  @ApiProperty({ type: OfferPartyView }) seller: OfferPartyView;
  @ApiProperty({ enum: OFFER_PARTIES, enumName: 'OfferParty', description: 'Who proposed this amount' })
  from: OfferParty;
  @ApiProperty({ description: 'k$' }) amount: number;
  @ApiProperty({ description: "k$, the car's asking price now (when it was made, once the car is gone)" })
  askingPrice: number;
  @ApiProperty({ description: 'The amount against the asking price, in % (negative: below), one decimal' })
  differencePercent: number;
  @ApiPropertyOptional({ type: OfferGuidanceView }) guidance?: OfferGuidanceView;
  @ApiProperty({ enum: OFFER_STATUSES, enumName: 'OfferStatus' }) status: OfferStatus;
  @ApiProperty({ description: 'ISO date-time: when an open offer expires unanswered' }) expiresAt: string;
  @ApiPropertyOptional({ description: 'Plain text: render it as text' }) message?: string;
  @ApiPropertyOptional({ description: 'Declined offers: why' }) reason?: string;
  @ApiPropertyOptional({ description: 'The offer this one counters' }) answersId?: string;
  @ApiPropertyOptional({ description: 'Accepted offers: the booking at the agreed price (pay it in My Orders)' })
  orderId?: string;
  @ApiPropertyOptional({ description: "The buyer's phone for the hand-over (the two parties only)" }) phone?: string;
  @ApiPropertyOptional({ description: 'The meeting place the buyer proposed (the two parties only)' })
  meetingLocation?: string;
  @ApiProperty({ description: 'ISO date-time' }) createdAt: string;
}

/** The offer as `viewer` sees it, priced against the car as it is now (null once the car is gone). */
export function toOfferView(o: OfferRecord, listing: ListingRecord | null, viewer: 'party' | 'admin'): OfferView {
  const askingPrice = listing?.sale_price ?? o.askingPrice;
  const rating = listing?.rating;
  return {
    _id: o._id.toString(),
    listingId: o.listing.toString(),
    conversationId: o.conversation.toString(),
    brand: o.brand,
    carName: o.carName,
    buyer: { _id: o.buyer.toString(), name: o.buyerName },
    seller: { _id: o.seller.toString(), name: o.sellerName },
    from: o.from,
    amount: o.amount,
    askingPrice,
    differencePercent: differencePercent(o.amount, askingPrice),
    ...(rating?.expected !== undefined &&
      rating.low !== undefined &&
      rating.high !== undefined && {
        guidance: {
          expected: rating.expected,
          low: rating.low,
          high: rating.high,
          position: o.amount < rating.low ? 'below' : o.amount > rating.high ? 'above' : 'within',
          differencePercent: differencePercent(o.amount, rating.expected),
        },
      }),
    status: o.status,
    expiresAt: new Date(o.expiresAt).toISOString(),
    ...(o.message && { message: o.message }),
    ...(o.reason && { reason: o.reason }),
    ...(o.answers && { answersId: o.answers.toString() }),
    ...(o.order && { orderId: o.order.toString() }),
    ...(viewer === 'party' && { phone: o.phone, meetingLocation: o.meetingLocation }),
    createdAt: new Date(o.createdAt).toISOString(),
  };
}
