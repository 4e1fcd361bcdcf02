// A saved search's path in words, e.g. '/category/1?maxPrice=40&condition=good' ->
// ['Category 1', 'up to 40 k$', 'good condition']; '?zip=78701&radius=25' -> 'within 25 mi of 78701'.
import { kDollars, mileage } from '@carmarket/shared-ui';

const LABELS: Record<string, (value: string, params: URLSearchParams) => string> = {
  q: (v) => `“${v}”`,
  minPrice: (v) => `from ${kDollars(Number(v))}`,
  maxPrice: (v) => `up to ${kDollars(Number(v))}`,
  maxMonthly: (v) => `about $${v}/mo or less`,
  condition: (v) => `${v} condition`,
  available: (v) => (v === 'true' ? 'not booked' : 'booked'),
  model: (v) => v,
  yearFrom: (v) => `from ${v}`,
  yearTo: (v) => `until ${v}`,
  mileageMax: (v) => `up to ${mileage(Number(v))}`,
  fuel: (v) => v,
  transmission: (v) => v,
  body: (v) => v,
  // The ZIP alone narrows nothing: it is said with the radius.
  radius: (v, params) => `within ${v} mi of ${params.get('zip') ?? '?'}`,
};

/** The page and its filters, in words; the sort is left out (it changes no match). */
export function describeSearch(path: string, categoryName: (id: string) => string | undefined): string[] {
  const url = new URL(path, 'http://saved.invalid');
  const category = /^\/category\/([^/]+)$/.exec(url.pathname);
  const where = category ? (categoryName(category[1]) ?? `Category ${category[1]}`) : 'All categories';
  const filters = [...url.searchParams]
    .filter(([key, value]) => value !== '' && LABELS[key])
    .map(([key, value]) => LABELS[key](value, url.searchParams));
  return [where, ...filters];
}
