// Orders on the wire (shared-ui Order and SellerOrder). Both carry the buyer's phone and meeting
// place, so they are only ever sent to that buyer, the car's seller or an admin.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ORDER_STATUSES, type OrderRecord, type OrderStatus } from './schemas/order.schema';

export const PAYMENT_ISSUES = ['refunded', 'disputed'] as const;
/** refunded: the payment went back to the card (a refund or a lost dispute); disputed: a dispute is open. */
export type PaymentIssue = (typeof PAYMENT_ISSUES)[number];
const PAYMENT_ISSUE_DOC = {
  enum: PAYMENT_ISSUES,
  enumName: 'PaymentIssue',
  description:
    'Paid orders only, when something happened to the payment afterwards: refunded (the money went back to the card, by a refund or a lost dispute) or disputed (a dispute is open). The car is not relisted by it.',
};

export class OrderView {
  @ApiProperty() _id: string;
  @ApiProperty({ description: "Buyer's name" }) name: string;
  @ApiProperty({ description: "Buyer's e-mail" }) email: string;
  @ApiProperty({ description: 'The booked listing' }) carId: string;
  @ApiProperty() sellerName: string;
  @ApiProperty() brand: string;
  @ApiProperty() carName: string;
  @ApiProperty({
    description:
      "k$, what the buyer pays: the listing's sale price at booking, or the agreed amount of an accepted offer",
  })
  price: number;
  @ApiPropertyOptional({
    description: 'k$, the asking price, when an accepted offer made the booking (price is the agreed amount)',
  })
  listedPrice?: number;
  @ApiProperty() phone: string;
  @ApiProperty() meetingLocation: string;
  @ApiProperty() isPaid: boolean;
  @ApiProperty({ description: 'ISO date-time' }) createdAt: string;
  @ApiPropertyOptional({ description: 'Unpaid bookings only: when the hold lapses and the car is released' })
  expiresAt?: string;
  @ApiProperty({
    enum: ORDER_STATUSES,
    enumName: 'OrderStatus',
    description: 'active: holds the car; cancelled by its buyer, declined by the seller (lists show these too)',
  })
  status: OrderStatus;
  @ApiPropertyOptional({ description: "Declined bookings: the seller's reason" }) declineReason?: string;
  @ApiPropertyOptional(PAYMENT_ISSUE_DOC) paymentIssue?: PaymentIssue;
}

/** One row of the seller's "My Buyers". */
export class SellerOrderView {
  @ApiProperty({ description: 'The order id' }) _id: string;
  @ApiProperty() buyerName: string;
  @ApiProperty() buyerEmail: string;
  @ApiProperty() phone: string;
  @ApiProperty() meetingLocation: string;
  @ApiProperty() carId: string;
  @ApiProperty() carName: string;
  @ApiProperty() brand: string;
  @ApiProperty({ description: 'k$, what the buyer pays (the agreed amount when an offer made the booking)' })
  price: number;
  @ApiPropertyOptional({ description: 'k$, the asking price, when an accepted offer made the booking' })
  listedPrice?: number;
  @ApiProperty() isPaid: boolean;
  @ApiProperty({ description: 'ISO date-time' }) createdAt: string;
  @ApiPropertyOptional({ description: 'Unpaid bookings only: when the hold lapses' }) expiresAt?: string;
  @ApiProperty({
    enum: ORDER_STATUSES,
    enumName: 'OrderStatus',
    description: 'active: holds the car; cancelled by its buyer, declined by the seller (lists show these too)',
  })
  status: OrderStatus;
  @ApiPropertyOptional({ description: "Declined bookings: the seller's reason" }) declineReason?: string;
  @ApiPropertyOptional(PAYMENT_ISSUE_DOC) paymentIssue?: PaymentIssue;
}

export function toOrderView(o: OrderRecord): OrderView {
  return {
    _id: o._id.toString(),
    name: o.name,
    email: o.email,
    carId: o.carId.toString(),
    sellerName: o.sellerName,
    brand: o.brand,
    carName: o.carName,
    price: o.price,
    ...listed(o),
    phone: o.phone,
    meetingLocation: o.meetingLocation,
    isPaid: o.isPaid,
    createdAt: new Date(o.createdAt).toISOString(),
    ...(!o.isPaid && o.expiresAt && { expiresAt: new Date(o.expiresAt).toISOString() }),
    ...lifecycle(o),
  };
}

export function toSellerOrderView(o: OrderRecord): SellerOrderView {
  return {
    _id: o._id.toString(),
    buyerName: o.name,
    buyerEmail: o.email,
    phone: o.phone,
    meetingLocation: o.meetingLocation,
    carId: o.carId.toString(),
    carName: o.carName,
    brand: o.brand,
    price: o.price,
    ...listed(o),
    isPaid: o.isPaid,
    createdAt: new Date(o.createdAt).toISOString(),
    ...(!o.isPaid && o.expiresAt && { expiresAt: new Date(o.expiresAt).toISOString() }),
    ...lifecycle(o),
  };
}

const listed = (o: OrderRecord) => (o.listedPrice !== undefined ? { listedPrice: o.listedPrice } : {});

function lifecycle(o: OrderRecord): Pick<OrderView, 'status' | 'declineReason' | 'paymentIssue'> {
  return {
    status: o.status,
    ...(o.status === 'declined' && o.declineReason && { declineReason: o.declineReason }),
    ...(o.refundedAt ? { paymentIssue: 'refunded' } : o.dispute === 'open' && { paymentIssue: 'disputed' }),
  };
}
