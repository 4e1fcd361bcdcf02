import { lazy, Suspense } from 'react';
import { useCompareList } from './compare-list';

// The tray's code loads once a car has been picked.
const CompareTray = lazy(() => import(/* webpackChunkName: "compare-tray" */ './CompareTray'));

/** The compare tray, on the pages with cards, once there is something to compare. */
export function CompareTrayLoader() {
  const picked = useCompareList((s) => s.cars.length > 0);
  return picked ? (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  ) : null;
}
