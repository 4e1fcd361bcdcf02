// The listing page's data: GET /listings/:id (public), kept in the shared SWR cache so every
// change that refreshes listings (booked, reported, ...) refreshes the page too.
import { apiClient, apiPath, useApi } from '@carmarket/shared-ui';
import { mutate } from 'swr';
import type { ListingDetail } from './listing-types';

const byId = (id: string) => ({ params: { path: { id } } });
export const listingPath = (id: string) => apiPath('/listings/{id}', byId(id).params);

/** Fetches a listing for the route loader and puts it in the cache the page reads. */
export async function fetchListing(id: string): Promise<ListingDetail> {
  const listing = await apiClient.get('/listings/{id}', byId(id));
  await mutate(listingPath(id), listing, { revalidate: false });
  return listing;
}

/** The listing the loader fetched, refetched whenever a change makes listings stale. */
export function useListing(loaded: ListingDetail): ListingDetail {
  const { data } = useApi('/listings/{id}', {
    ...byId(loaded._id),
    fallbackData: loaded,
    revalidateOnMount: false,
  });
  return data ?? loaded;
}
