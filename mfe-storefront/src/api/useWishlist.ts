import { apiClient, toast, useApi, useAuth, type Listing } from '@carmarket/shared-ui';
import { useMutation } from '@carmarket/shared-ui/widgets';
import { useMemo, useState } from 'react';

type Change = 'saved' | 'removed';

async function change(listingId: string, save: boolean): Promise<Change> {
  const init = { params: { path: { listingId } } };
  if (save) await apiClient.put('/wishlist/{listingId}', init);
  else await apiClient.delete('/wishlist/{listingId}', init);
  return save ? 'saved' : 'removed';
}

/** The signed-in person's wish list (GET /wishlist): which cars are saved, and saving or removing one. */
export function useWishlist() {
  // A signed-out visitor (the public listing page) has no wish list to ask for.
  const signedIn = useAuth((state) => state.user !== null);
  const { data } = useApi(signedIn ? '/wishlist' : null);
  const savedIds = useMemo(() => new Set((data ?? []).map((listing) => listing._id)), [data]);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const mutation = useMutation(change, { announces: 'wishlist-changed' });

  const toggle = async (listing: Listing) => {
    if (pendingId) return;
    setPendingId(listing._id);
    const done = await mutation.run(listing._id, !savedIds.has(listing._id));
    setPendingId(null);
    if (done === 'saved') toast.success(`${listing.name} saved to your wish list`);
    if (done === 'removed') toast.success(`${listing.name} removed from your wish list`);
  };
  return { savedIds, toggle, pendingId };
}
