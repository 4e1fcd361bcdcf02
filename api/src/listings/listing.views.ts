// What a listing looks like on the wire. The public view never carries the seller's e-mail or
// phone; only the seller's own listings and the admins' views include them.
import { ApiProperty } from '@nestjs/swagger';
import { CONDITIONS, type Condition, type ListingRecord } from './schemas/listing.schema';

export class ListingView {
  @ApiProperty() _id: string;
  @ApiProperty() name: string;
  @ApiProperty() brand: string;
  @ApiProperty({ description: 'http(s) URL or a /static/... path served by this API' }) image: string;
  @ApiProperty() category_id: number;
  @ApiProperty({ description: 'ISO date-time, set by the server' }) poste_date: string;
  @ApiProperty({ description: 'k$' }) original_price: number;
  @ApiProperty({ description: 'k$' }) sale_price: number;
  @ApiProperty({ description: 'years' }) used: number;
  @ApiProperty() location: string;
  @ApiProperty({ enum: CONDITIONS, enumName: 'Condition' }) condition: Condition;
  @ApiProperty() desc: string;
  @ApiProperty() sellerName: string;
  @ApiProperty() isVerified: boolean;
  @ApiProperty() isSold: boolean;
  @ApiProperty() isPaid: boolean;
  @ApiProperty() isReported: boolean;
  @ApiProperty() isAdvertised: boolean;
}

/** A listing as its seller and the admins see it: with the seller's contact. */
export class OwnerListingView extends ListingView {
  @ApiProperty() phone: string;
  @ApiProperty() seller_email: string;
}

export class AdvertisementView {
  @ApiProperty() _id: string;
  @ApiProperty() image: string;
  @ApiProperty() category_id: number;
  @ApiProperty() name: string;
  @ApiProperty() desc: string;
}

export function toListingView(l: ListingRecord): ListingView {
  return {
    _id: l._id.toString(),
    name: l.name,
    brand: l.brand,
    image: l.image,
    category_id: l.category_id,
    poste_date: new Date(l.poste_date).toISOString(),
    original_price: l.original_price,
    sale_price: l.sale_price,
    used: l.used,
    location: l.location,
    condition: l.condition,
    desc: l.desc,
    sellerName: l.sellerName,
    isVerified: l.isVerified,
    isSold: l.isSold,
    isPaid: l.isPaid,
    isReported: l.isReported,
    isAdvertised: l.isAdvertised,
  };
}

export function toOwnerListingView(l: ListingRecord): OwnerListingView {
  return { ...toListingView(l), phone: l.phone, seller_email: l.seller_email };
}

export function toAdvertisementView(l: ListingRecord): AdvertisementView {
  return { _id: l._id.toString(), image: l.image, category_id: l.category_id, name: l.name, desc: l.desc };
}
