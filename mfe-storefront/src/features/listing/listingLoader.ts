import { ApiError } from '@carmarket/shared-ui';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchListing } from '../../api/listing';
import type { ListingDetail } from '../../api/listing-types';
import { preloadCover } from './photo-sources';

/** 404 for the shell's not-found page (contract: a loader throws a 404 Response). */
const notFound = () => new Response('Listing not found', { status: 404, statusText: 'Not Found' });

/** The page's code, fetched beside its data rather than after it (one round trip less before the photo). */
export const loadListingPage = () => import(/* webpackChunkName: "listing" */ '../../pages/ListingPage');

/** Runs before /listing/:id shows: the listing, or not-found for an id that is no listing (never was, or gone: 410). */
export async function listingLoader({ params }: LoaderFunctionArgs): Promise<ListingDetail> {
  const id = params.id ?? '';
  if (!/^[0-9a-f]{24}$/i.test(id)) throw notFound();
  const [listing] = await Promise.all([
    fetchListing(id).then(
      (listing) => {
        preloadCover(listing.photos[0]);
        return listing;
      },
      (error: unknown) => {
        if (error instanceof ApiError && (error.status === 404 || error.status === 410 || error.status === 400))
          throw notFound();
        throw error;
      },
    ),
    loadListingPage(),
  ]);
  return listing;
}
