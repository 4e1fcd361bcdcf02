// The cars this device opened while signed out: the one storage key, and the one check the home
// page makes before it loads its "Recently viewed" section (the rest is in the widgets entry).

/** localStorage key of the device's list (a JSON array, newest first). */
export const DEVICE_VIEWS_KEY = 'carmarket.recentlyViewed';

/** Whether this device kept any opened car (false when storage is unavailable). */
export function hasDeviceViews(): boolean {
  try {
    const stored = globalThis.localStorage?.getItem(DEVICE_VIEWS_KEY);
    return Boolean(stored && stored !== '[]');
  } catch {
    return false;
  }
}
