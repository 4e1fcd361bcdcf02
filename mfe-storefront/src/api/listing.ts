// The listing page's data: GET /listings/:id (public), kept in the shared SWR cache so every
// change that refreshes listings (booked, reported, ...) refreshes the page too.
import { apiClient, apiPath, takeServerData, useApi } from '@carmarket/shared-ui';
import { mutate } from 'swr';
import type { ListingDetail } from './listing-types';

const byId = (id: string) => ({ params: { path: { id } } });
export const listingPath = (id: string) => apiPath('/listings/{id}', byId(id).params);

/** Fetches a listing for the route loader and puts it in the cache the page reads. */
export async function fetchListing(id: string): Promise<ListingDetail> {
  // A page drawn on the server carries the listing it was drawn with: the first render shows the same.
  // Optional call: a shell released before server rendering shares a shared-ui without it.
  const listing = takeServerData?.<ListingDetail>(listingPath(id)) ?? (await apiClient.get('/listings/{id}', byId(id)));
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

/** How far the car is from `zip` (GET /listings/:id?zip=), whole miles; undefined without a ZIP on either side. */
export function useDistance(id: string, zip: string | undefined): number | undefined {
  const { data } = useApi(zip ? '/listings/{id}' : null, {
    params: { path: { id }, query: { zip } },
    errorToast: false,
  });
  return data?.distanceMiles;
}
