import type { ListingDetail } from '../../api/listing-types';
import { mileage, milesAway, yearsUsed } from '@carmarket/shared-ui';
import { BODY_LABELS, conditionLabel, FUEL_LABELS, TRANSMISSION_LABELS } from '../listings/labels';

export interface Fact {
  label: string;
  value: string;
}

/**
 * The facts table of a listing page, in the order a buyer weighs them. The vehicle facts are
 * optional: one the seller did not give is left out rather than shown empty. `distanceMiles`: how
 * far the car is from the buyer's ZIP, beside its location.
 */
export function listingFacts(listing: ListingDetail, distanceMiles?: number): Fact[] {
  const facts: (Fact | null)[] = [
    listing.year !== undefined ? { label: 'Year', value: String(listing.year) } : null,
    listing.mileage !== undefined ? { label: 'Mileage', value: mileage(listing.mileage) } : null,
    listing.model ? { label: 'Model', value: listing.model } : null,
    listing.fuel ? { label: 'Fuel', value: FUEL_LABELS[listing.fuel] } : null,
    listing.transmission ? { label: 'Transmission', value: TRANSMISSION_LABELS[listing.transmission] } : null,
    listing.body ? { label: 'Body', value: BODY_LABELS[listing.body] } : null,
    { label: 'Condition', value: conditionLabel(listing.condition) },
    { label: 'Used', value: yearsUsed(listing.used) },
    {
      label: 'Location',
      value: distanceMiles === undefined ? listing.location : `${listing.location} · ${milesAway(distanceMiles)}`,
    },
    listing.vin ? { label: 'VIN', value: listing.vin } : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null);
}
