import { IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { AddProductDto } from './add-product.dto';
import { VehicleFactsDto } from './vehicle-facts.dto';

/**
 * Body of PUT /listings/:id: any of these, each with the rule it has when the listing is posted;
 * a fact or the ZIP sent as null is removed (the posting fields cannot be).
 */
export class UpdateListingDto extends IntersectionType(
  PartialType(
    PickType(AddProductDto, ['sale_price', 'original_price', 'desc', 'condition', 'location', 'zip', 'used'] as const),
  ),
  VehicleFactsDto,
) {}
