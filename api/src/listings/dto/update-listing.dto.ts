import { ApiPropertyOptional, IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { IsNumber, IsOptional, IsPositive } from 'class-validator';
import { AddProductDto } from './add-product.dto';
import { VehicleFactsDto } from './vehicle-facts.dto';
import { BODIES, FUELS, TRANSMISSIONS, type Body, type Fuel, type Transmission } from '../facts/vehicle-facts';

/** Says in the API's document that null removes the field (its rules and description stay the posting's). */
const Removable = (enumOf?: { enum: readonly string[]; enumName: string }) =>
  ApiPropertyOptional({ ...enumOf, enum: enumOf && [...enumOf.enum], nullable: true });

/** The seller's private floor for offers. */
class MinOfferDto {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 36,
    description:
      'k$: offers below it are declined at once with a polite standard reason; never shown to buyers. null removes it.',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @IsPositive()
  minOffer?: number | null;
}

/**
 * Body of PUT /listings/:id: any of these, each with the rule it has when the listing is posted;
 * a fact, the ZIP or the offer minimum sent as null is removed (the posting fields cannot be).
 */
export class UpdateListingDto extends IntersectionType(
  PartialType(
    PickType(AddProductDto, ['sale_price', 'original_price', 'desc', 'condition', 'location', 'zip', 'used'] as const),
  ),
  VehicleFactsDto,
  MinOfferDto,
) {
  @Removable() declare zip?: string;
  @Removable() declare model?: string;
  @Removable() declare year?: number;
  @Removable() declare mileage?: number;
  @Removable({ enum: FUELS, enumName: 'Fuel' }) declare fuel?: Fuel;
  @Removable({ enum: TRANSMISSIONS, enumName: 'Transmission' }) declare transmission?: Transmission;
  @Removable({ enum: BODIES, enumName: 'Body' }) declare body?: Body;
  @Removable() declare vin?: string;
}
