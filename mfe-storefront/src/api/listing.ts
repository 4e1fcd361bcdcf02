// The listing page's data: GET /listings/:id (public), kept in the shared SWR cache so every
// change that refreshes listings (booked, reported, ...) refreshes the page too.
import { api, takeServerData, useApi } from '@carmarket/shared-ui';
import { mutate } from 'swr';
import type { ListingDetail } from './listing-types';

export const listingPath = (id: string) => `/listings/${id}`;

/** Fetches a listing for the route loader and puts it in the cache the page reads. */
export async function fetchListing(id: string): Promise<ListingDetail> {
  // A page drawn on the server carries the listing it was drawn with: the first render shows the same.
  // Optional call: a shell released before server rendering shares a shared-ui without it.
  const listing = takeServerData?.<ListingDetail>(listingPath(id)) ?? (await api.get<ListingDetail>(listingPath(id)));
  await mutate(listingPath(id), listing, { revalidate: false });
  return listing;
}

/** The listing the loader fetched, refetched whenever a change makes listings stale. */
export function useListing(loaded: ListingDetail): ListingDetail {
  const { data } = useApi<ListingDetail>(listingPath(loaded._id), { fallbackData: loaded, revalidateOnMount: false });
  return data ?? loaded;
}

/** How far the car is from `zip` (GET /listings/:id?zip=), whole miles; undefined without a ZIP on either side. */
export function useDistance(id: string, zip: string | undefined): number | undefined {
  const { data } = useApi<ListingDetail>(zip ? `${listingPath(id)}?zip=${encodeURIComponent(zip)}` : null, {
    errorToast: false,
  });
  return data?.distanceMiles;
}
