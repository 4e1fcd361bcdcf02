import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { Trim } from '../../common/validation/trim';
import {
  BODIES,
  FIRST_MODEL_YEAR,
  FUELS,
  lastModelYear,
  MAX_MILEAGE,
  TRANSMISSIONS,
  type Body,
  type Fuel,
  type Transmission,
} from '../facts/vehicle-facts';
import { vinProblem } from '../facts/vin';

/** An optional fuel, transmission or body: one rule for the facts a seller gives and the list filters that ask for them. */
const optionalOneOf = (values: readonly string[], enumName: string) =>
  applyDecorators(ApiPropertyOptional({ enum: values, enumName }), IsOptional(), IsIn(values));
export const OptionalFuel = () => optionalOneOf(FUELS, 'Fuel');
export const OptionalTransmission = () => optionalOneOf(TRANSMISSIONS, 'Transmission');
export const OptionalBody = () => optionalOneOf(BODIES, 'Body');

/**
 * The vehicle facts a seller may give with a listing, every one optional (null: PUT /listings/:id
 * removes it). The model is checked against the brand by ListingsService.
 */
export class VehicleFactsDto {
  @ApiPropertyOptional({ example: 'Model 3', description: "One of the brand's models (GET /models?brand=)" })
  @IsOptional()
  @Trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(60)
  model?: string;

  @ApiPropertyOptional({ example: 2021, minimum: FIRST_MODEL_YEAR, description: 'Model year, at most next year' })
  @IsOptional()
  @IsInt()
  @Min(FIRST_MODEL_YEAR)
  @ValidateBy({
    name: 'isModelYear',
    validator: {
      validate: (v: unknown) => typeof v === 'number' && v <= lastModelYear(),
      defaultMessage: () => `year must not be after ${lastModelYear()}`,
    },
  })
  year?: number;

  @ApiPropertyOptional({ example: 24000, description: 'miles, a whole number' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_MILEAGE)
  mileage?: number;

  @OptionalFuel()
  fuel?: Fuel;

  @OptionalTransmission()
  transmission?: Transmission;

  @OptionalBody()
  body?: Body;

  @ApiPropertyOptional({
    example: '5YJ3E1EA2KF317000',
    description: '17 characters with a valid ISO 3779 check digit (lower case is accepted)',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @ValidateBy({
    name: 'isVin',
    validator: {
      validate: (v: unknown) => typeof v === 'string' && vinProblem(v) === null,
      defaultMessage: (args) =>
        `vin is not valid: ${typeof args?.value === 'string' ? vinProblem(args.value) : 'a VIN is text'}`,
    },
  })
  vin?: string;
}
