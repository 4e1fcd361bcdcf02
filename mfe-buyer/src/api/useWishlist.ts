import { api, useApi, useAuth, useMutation, type Listing } from '@carmarket/shared-ui';

export const WISHLIST_PATH = '/wishlist';

/** The signed-in person's saved cars, most recently saved first. */
export function useWishlist() {
  const signedIn = useAuth((state) => state.user !== null);
  return useApi<Listing[]>(signedIn ? WISHLIST_PATH : null);
}

/** DELETE /wishlist/:listingId (idempotent), then the list is fetched again; resolves the id once removed. */
export function useRemoveFromWishlist() {
  return useMutation(
    async (listingId: string) => {
      await api.del<void>(`${WISHLIST_PATH}/${listingId}`);
      return listingId;
    },
    { announces: 'wishlist-changed' },
  );
}
