// The cars a person opened last: per device (localStorage) while signed out, per account
// (/me/recently-viewed) when signed in. At sign-in the device's cars join the account's list with
// the times they were opened, so the list follows the buyer to another device. One home for the
// rule, used by the storefront (listing page, home) and the buyer's dashboard.
import { apiClient, ApiError, DEVICE_VIEWS_KEY, useApi, useAuth, type RecentlyViewedView } from '@carmarket/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { mutate } from 'swr';

export const RECENTLY_VIEWED_PATH = '/me/recently-viewed' as const;
/** As many as the account keeps (the API's limit). */
export const RECENTLY_VIEWED_LIMIT = 20;

export type ViewedCar = RecentlyViewedView;

/** The device's list, newest first; [] when storage is unavailable or holds something else. */
export function readDeviceViews(): ViewedCar[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DEVICE_VIEWS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isViewedCar) : [];
  } catch {
    return [];
  }
}

function writeDeviceViews(cars: ViewedCar[]): void {
  try {
    if (cars.length) localStorage.setItem(DEVICE_VIEWS_KEY, JSON.stringify(cars));
    else localStorage.removeItem(DEVICE_VIEWS_KEY);
  } catch {
    // Storage full or blocked (a private window): the list is a convenience, the page goes on.
  }
}

const isViewedCar = (value: unknown): value is ViewedCar =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ViewedCar).listingId === 'string' &&
  typeof (value as ViewedCar).name === 'string' &&
  typeof (value as ViewedCar).viewedAt === 'string';

/** Records an opened car: in the account when signed in, else on this device (newest first, 20 kept). */
export async function recordView(car: Omit<ViewedCar, 'viewedAt'>, signedIn: boolean): Promise<void> {
  if (!signedIn) {
    const others = readDeviceViews().filter((c) => c.listingId !== car.listingId);
    writeDeviceViews([{ ...car, viewedAt: new Date().toISOString() }, ...others].slice(0, RECENTLY_VIEWED_LIMIT));
    return;
  }
  await mergeDeviceViews().catch(() => undefined); // what this device kept first, so this car ends up newest
  await apiClient.put('/me/recently-viewed/{listingId}', { params: { path: { listingId: car.listingId } }, body: {} });
  await mutate(RECENTLY_VIEWED_PATH);
}

let merging: Promise<void> | null = null;

/**
 * Moves the device's cars into the signed-in account, oldest first with the times they were
 * opened. A car no longer listed (404) is dropped; on any other failure the device keeps the rest
 * for the next try. Concurrent callers share one run.
 */
export function mergeDeviceViews(): Promise<void> {
  // Cleared in a callback, which runs after the assignment even when the run finishes at once.
  merging ??= sendDeviceViews().finally(() => {
    merging = null;
  });
  return merging;
}

async function sendDeviceViews(): Promise<void> {
  const cars = readDeviceViews();
  for (const car of [...cars].reverse()) {
    try {
      await apiClient.put('/me/recently-viewed/{listingId}', {
        params: { path: { listingId: car.listingId } },
        body: { viewedAt: car.viewedAt },
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    writeDeviceViews(readDeviceViews().filter((c) => c.listingId !== car.listingId));
  }
  if (cars.length) await mutate(RECENTLY_VIEWED_PATH);
}

/**
 * The list to show: the account's when signed in (after the device's cars have joined it), else
 * the device's. `clear` empties the one shown.
 */
export function useRecentlyViewed() {
  const signedIn = useAuth((state) => state.user !== null);
  const [merged, setMerged] = useState(false);
  const [device, setDevice] = useState<ViewedCar[]>(() => (signedIn ? [] : readDeviceViews()));
  useEffect(() => {
    if (!signedIn) {
      setDevice(readDeviceViews());
      return;
    }
    let live = true;
    mergeDeviceViews()
      .catch(() => undefined)
      .finally(() => live && setMerged(true));
    return () => {
      live = false;
    };
  }, [signedIn]);
  const account = useApi(signedIn && merged ? RECENTLY_VIEWED_PATH : null);
  const clear = useCallback(async () => {
    if (signedIn) {
      await apiClient.delete(RECENTLY_VIEWED_PATH);
      await account.mutate([], { revalidate: false });
    } else {
      writeDeviceViews([]);
      setDevice([]);
    }
  }, [signedIn, account]);
  return {
    cars: signedIn ? account.data : device,
    loading: signedIn && !account.data && !account.error,
    error: signedIn ? account.error : undefined,
    retry: () => void account.mutate(),
    clear,
  };
}
