// How listing values read on a card (prices: shared-ui's kDollars, docs/product.md §9).
import type { Body, Fuel, Transmission } from '../../api/listing-types';

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** '3 Mar 2025'-style date of an ISO date-time, in the reader's time zone. */
export function postedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

export const yearsUsed = (years: number) => (years === 1 ? '1 year' : `${years} years`);

export const conditionLabel = (condition: string) => condition.charAt(0).toUpperCase() + condition.slice(1);

// Vehicle facts as people read them (body 'suv' reads SUV).
export const FUEL_LABELS: Record<Fuel, string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  electric: 'Electric',
};
export const TRANSMISSION_LABELS: Record<Transmission, string> = { automatic: 'Automatic', manual: 'Manual' };
export const BODY_LABELS: Record<Body, string> = {
  sedan: 'Sedan',
  suv: 'SUV',
  hatchback: 'Hatchback',
  coupe: 'Coupe',
  pickup: 'Pickup',
  van: 'Van',
  wagon: 'Wagon',
};

const MILES = new Intl.NumberFormat('en-US');
/** '42,000 mi'. */
export const mileageText = (miles: number) => `${MILES.format(miles)} mi`;
