import { hasDeviceViews, useAuth } from '@carmarket/shared-ui';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../hydrated';

// Its code (and the widgets it shows the cars with) loads only for someone who may have some:
// a signed-in person, or a device that kept opened cars. A first visit loads nothing more.
const RecentlyViewed = lazy(() => import(/* webpackChunkName: "recently-viewed" */ './RecentlyViewed'));

export function RecentlyViewedSlot() {
  const signedIn = useAuth((s) => s.user !== null);
  // This device's list shows once the server's markup is hydrated (the server has no device).
  const hydrated = useHydrated();
  if (!hydrated || (!signedIn && !hasDeviceViews())) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewed />
    </Suspense>
  );
}
