// The vehicle facts a seller may add (all optional): labels, the check before sending, and the
// body they become. The API has the same rules and the final word (model catalogue, VIN digit).
import { bodyValues, fuelValues, transmissionValues, type UpdateListingDto } from '@carmarket/shared-ui';

export type FactField = 'model' | 'year' | 'mileage' | 'fuel' | 'transmission' | 'body' | 'vin';
export type FactValues = Record<FactField, string>;
export type FactErrors = Partial<Record<FactField, string>>;

export const FACT_FIELDS: Record<FactField, { label: string; hint?: string }> = {
  model: { label: 'Model', hint: "From the brand's model list" },
  year: { label: 'Year' },
  mileage: { label: 'Mileage (mi)' },
  fuel: { label: 'Fuel' },
  transmission: { label: 'Transmission' },
  body: { label: 'Body' },
  vin: { label: 'VIN', hint: '17 characters' },
};
export const FACT_NAMES = Object.keys(FACT_FIELDS) as FactField[];
export const EMPTY_FACTS: FactValues = {
  model: '',
  year: '',
  mileage: '',
  fuel: '',
  transmission: '',
  body: '',
  vin: '',
};

export const FUELS = fuelValues;
export const TRANSMISSIONS = transmissionValues;
export const BODIES = bodyValues;
/** How a body type reads (SUV, not suv). */
export const bodyLabel = (body: string) => (body === 'suv' ? 'SUV' : body);

const NEXT_YEAR = new Date().getFullYear() + 1;

export function validateFacts(values: FactValues): FactErrors {
  const errors: FactErrors = {};
  const year = values.year.trim();
  if (year && !(Number.isInteger(Number(year)) && Number(year) >= 1950 && Number(year) <= NEXT_YEAR)) {
    errors.year = `Year must be between 1950 and ${NEXT_YEAR}`;
  }
  const mileage = values.mileage.trim();
  if (mileage && !(Number.isInteger(Number(mileage)) && Number(mileage) >= 0))
    errors.mileage = 'Mileage must be a whole number of miles';
  const vin = values.vin.trim();
  if (vin && vin.length !== 17) errors.vin = 'VIN must be 17 characters';
  return errors;
}

/** The facts given, typed as the API takes them (empty ones left out, never null: that removes a fact). */
export type FactsBody = { [F in FactField]?: NonNullable<UpdateListingDto[F]> };
export function toFactsBody(values: FactValues): FactsBody {
  const body: FactsBody = {};
  const text = (f: FactField) => values[f].trim();
  if (text('model')) body.model = text('model');
  if (text('year')) body.year = Number(text('year'));
  if (text('mileage')) body.mileage = Number(text('mileage'));
  if (text('fuel')) body.fuel = text('fuel') as FactsBody['fuel'];
  if (text('transmission')) body.transmission = text('transmission') as FactsBody['transmission'];
  if (text('body')) body.body = text('body') as FactsBody['body'];
  if (text('vin')) body.vin = text('vin').toUpperCase();
  return body;
}

/** A listing's facts as form values. */
export function factsOf(listing: Partial<Record<FactField, string | number | undefined>>): FactValues {
  return Object.fromEntries(
    FACT_NAMES.map((f) => [f, listing[f] === undefined ? '' : String(listing[f])]),
  ) as FactValues;
}
