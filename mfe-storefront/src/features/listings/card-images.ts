// The first cards' photos: asked for first by the cards themselves, and on a first load preloaded
// by the route loader as soon as the list's answer is in, before the page's code has rendered it.
import { assetUrl, preloadPicture, type Listing } from '@carmarket/shared-ui';

/** Cards whose photos are asked for first: the first row on a wide screen, the first screenful on a phone. */
export const PRIORITY_CARDS = 2;

/** The picture a card shows; the preload must ask for exactly this URL for the browser to reuse it. */
export const cardImageUrl = (listing: Pick<Listing, 'image'>) => assetUrl(listing.image);

/** Preloads the priority cards' pictures (the page's largest paint is the first). */
export function preloadCardImages(listings: Pick<Listing, 'image'>[]): void {
  // Optional call: a shell built before 0043 shares a shared-ui without preloadPicture.
  for (const listing of listings.slice(0, PRIORITY_CARDS)) preloadPicture?.(cardImageUrl(listing));
}
