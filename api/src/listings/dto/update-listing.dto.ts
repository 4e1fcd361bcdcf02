import { ApiPropertyOptional, IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { AddProductDto } from './add-product.dto';
import { VehicleFactsDto } from './vehicle-facts.dto';
import { BODIES, FUELS, TRANSMISSIONS, type Body, type Fuel, type Transmission } from '../facts/vehicle-facts';

/** Says in the API's document that null removes the field (its rules and description stay the posting's). */
const Removable = (enumOf?: { enum: readonly string[]; enumName: string }) =>
  ApiPropertyOptional({ ...enumOf, enum: enumOf && [...enumOf.enum], nullable: true });

/**
 * Body of PUT /listings/:id: any of these, each with the rule it has when the listing is posted;
 * a fact or the ZIP sent as null is removed (the posting fields cannot be).
 */
export class UpdateListingDto extends IntersectionType(
  PartialType(
    PickType(AddProductDto, ['sale_price', 'original_price', 'desc', 'condition', 'location', 'zip', 'used'] as const),
  ),
  VehicleFactsDto,
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
