import { apiClient, useApi, useAuth } from '@carmarket/shared-ui';
import { useMutation } from '@carmarket/shared-ui/widgets';

export const WISHLIST_PATH = '/wishlist' as const;

/** The signed-in person's saved cars, most recently saved first. */
export function useWishlist() {
  const signedIn = useAuth((state) => state.user !== null);
  return useApi(signedIn ? WISHLIST_PATH : null);
}

/** DELETE /wishlist/:listingId (idempotent), then the list is fetched again; resolves the id once removed. */
export function useRemoveFromWishlist() {
  return useMutation(
    async (listingId: string) => {
      await apiClient.delete('/wishlist/{listingId}', { params: { path: { listingId } } });
      return listingId;
    },
    { announces: 'wishlist-changed' },
  );
}
