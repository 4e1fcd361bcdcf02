// US ZIP codes and the distances between them, from the offline table of the `zipcodes` package
// (nothing is fetched at run time). A distance is between the ZIPs' centre points, as the crow
// flies: what "23 mi away" means on the cards.
import { codes } from 'zipcodes';

/** The radius choices of the list filters, miles; absent means any distance. */
export const RADII = [10, 25, 50, 100, 250, 500] as const;
export type Radius = (typeof RADII)[number];

export const ZIP_PATTERN = /^\d{5}$/;
const EARTH_RADIUS_MILES = 3958.8;
/** Places whose nearby ZIPs were listed lately: each list is a few hundred kB at most. */
const NEARBY_CACHE_SIZE = 200;

interface Place {
  latitude: number;
  longitude: number;
}

/** The 5-digit US ZIPs that have a location (the package also holds Canadian postal codes). */
const US_ZIPS: [string, Place][] = Object.values(codes)
  .filter((c) => c.country === 'US' && ZIP_PATTERN.test(c.zip) && Number.isFinite(c.latitude) && c.latitude !== 0)
  .map((c) => [c.zip, { latitude: c.latitude, longitude: c.longitude }]);
const PLACES = new Map(US_ZIPS);

export function isKnownZip(zip: unknown): zip is string {
  return typeof zip === 'string' && PLACES.has(zip);
}

/** Great-circle miles between two known ZIPs (haversine). */
export function milesBetween(from: string, to: string): number {
  return milesBetweenPlaces(placeOf(from), placeOf(to));
}

/** Whole miles, as the cards show them. */
export function roundedMiles(from: string, to: string): number {
  return Math.round(milesBetween(from, to));
}

/** The ZIPs within `miles` of `origin` (itself included), nearest first, ties by ZIP. */
export function zipsWithin(origin: string, miles: number): string[] {
  const key = `${origin}:${miles}`;
  const cached = nearby.get(key);
  if (cached) {
    nearby.delete(key);
    nearby.set(key, cached);
    return cached;
  }
  const from = placeOf(origin);
  const found = US_ZIPS.map(([zip, place]) => ({ zip, miles: milesBetweenPlaces(from, place) }))
    .filter((z) => z.miles <= miles)
    .sort(nearestFirst)
    .map((z) => z.zip);
  nearby.set(key, found);
  if (nearby.size > NEARBY_CACHE_SIZE) nearby.delete(nearby.keys().next().value!);
  return found;
}
const nearby = new Map<string, string[]>();

/** Orders places nearest first, ties by ZIP: the one order every distance-sorted list uses. */
export function nearestFirst(a: { zip: string; miles: number }, b: { zip: string; miles: number }): number {
  return a.miles - b.miles || (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0);
}

function placeOf(zip: string): Place {
  const place = PLACES.get(zip);
  if (!place) throw new Error(`Unknown ZIP ${zip}`);
  return place;
}

function milesBetweenPlaces(a: Place, b: Place): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
