// How a listing's vehicle facts read (numbers, prices and dates: shared-ui's format module).
import type { Body, Fuel, Transmission } from '../../api/listing-types';

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
