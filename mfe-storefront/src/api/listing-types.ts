// The listing page's and the filters' wire types, from the API's generated types (shared-ui).
import type { components } from '@carmarket/shared-ui';

type Schemas = components['schemas'];
export type Fuel = Schemas['Fuel'];
export type Transmission = Schemas['Transmission'];
export type Body = Schemas['Body'];
export type PhotoView = Schemas['PhotoView'];
export type ListingDetail = Schemas['ListingDetailView'];
export type FacetCount = Schemas['FacetCountView'];
export type Facets = Schemas['FacetsView'];
