// The listing page's and the filters' wire types, from the API's generated types (shared-ui).
import type { components } from '@carmarket/shared-ui';

type Schemas = components['schemas'];
export type Fuel = Schemas['Fuel'];
export type Transmission = Schemas['Transmission'];
export type Body = Schemas['Body'];
export type PhotoView = Schemas['PhotoView'];
export type ListingDetail = Schemas['ListingDetailView'];

// TEMPORARY: the facets' shape from the issue-13 contract until h/listing-api's facets views land.
export interface FacetCount { value: string; count: number }
export interface Facets { model: FacetCount[]; year: FacetCount[]; fuel: FacetCount[]; transmission: FacetCount[]; body: FacetCount[]; mileage: FacetCount[] }
