import { ApiPropertyOptional, IntersectionType, OmitType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsImageReference } from '../../common/validation/is-image-reference';
import { AddProductDto } from './add-product.dto';
import { VehicleFactsDto } from './vehicle-facts.dto';

/**
 * The text fields of POST /listings (multipart): POST /add_product's fields and the facts; the
 * image URL is optional because photos may come instead (one or the other is required).
 */
export class NewListingDto extends IntersectionType(OmitType(AddProductDto, ['image'] as const), VehicleFactsDto) {
  @ApiPropertyOptional({
    example: '/static/cars/sedan-red.svg',
    description: 'http(s) URL or a /static/... image; required without photos',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  @IsImageReference()
  image?: string;
}

/** Fields sent as numbers in JSON, which a form sends as text. */
const NUMERIC_FIELDS = new Set(['category_id', 'original_price', 'sale_price', 'used', 'year', 'mileage']);
/** Optional fields a form sends empty when left blank: absent, not "". */
const OPTIONAL_FIELDS = new Set(['image', 'zip', 'model', 'year', 'mileage', 'fuel', 'transmission', 'body', 'vin']);
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A form's text fields as the JSON body they stand for: decimal numbers become numbers (anything
 * else stays text, for the validator to refuse with its usual message), blank optional fields go.
 */
export function formFields(fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(fields)) {
    if (OPTIONAL_FIELDS.has(name) && text.trim() === '') continue;
    body[name] = NUMERIC_FIELDS.has(name) && DECIMAL.test(text.trim()) ? Number(text) : text;
  }
  return body;
}
