// TEMPORARY: the contract's shapes until h/listing-api's generated types are merged.
import type { Listing } from '@carmarket/shared-ui';

export type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'electric';
export type Transmission = 'automatic' | 'manual';
export type Body = 'sedan' | 'suv' | 'hatchback' | 'coupe' | 'pickup' | 'van' | 'wagon';
export interface VehicleFacts {
  model?: string;
  year?: number;
  mileage?: number;
  fuel?: Fuel;
  transmission?: Transmission;
  body?: Body;
}
export interface PhotoView { id: string; width: number; height: number; src: string; srcset: string }
export type ListingDetail = Listing &
  VehicleFacts & {
    vin?: string;
    photos: PhotoView[];
    seller: { _id: string; name: string; isVerified: boolean; memberSince: string; activeListings: number };
  };
export interface FacetCount { value: string; count: number }
export interface Facets { model: FacetCount[]; year: FacetCount[]; fuel: FacetCount[]; transmission: FacetCount[]; body: FacetCount[]; mileage: FacetCount[] }
