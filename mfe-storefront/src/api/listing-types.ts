// The listing page's and the filters' wire types, from the API's generated types (shared-ui).
import type { components } from '@carmarket/shared-ui';

type Schemas = components['schemas'];
export type Fuel = Schemas['Fuel'];
export type Transmission = Schemas['Transmission'];
export type Body = Schemas['Body'];
export type PhotoView = Schemas['PhotoView'];
/**
 * GET /listings/:id. Price history and days on market are contract B's (h/listings); optional
 * here until the generated types carry them.
 */
export type ListingDetail = Schemas['ListingDetailView'] & {
  priceHistory?: { price: number; at: string }[];
  daysOnMarket?: number;
};
export type FacetCount = Schemas['FacetCountView'];
export type Facets = Schemas['FacetsView'];
