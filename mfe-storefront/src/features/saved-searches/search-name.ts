import { kDollars, mileage } from '@carmarket/shared-ui';
import type { ListingFilters } from '../listings/filters';

// Body names read as a person writes them; the others are their own words.
const BODY_WORDS: Record<string, string> = { suv: 'SUV' };

function range(from: string | undefined, to: string | undefined): string | undefined {
  if (from && to) return from === to ? from : `${from}–${to}`;
  if (from) return `≥ ${from}`;
  if (to) return `≤ ${to}`;
  return undefined;
}
const money = (amount: number | undefined) => (amount === undefined ? undefined : kDollars(amount));

/**
 * The name a saved search is offered: what it looks for, in the order a person says it —
 * "KIA · hybrid · ≤ 40 k$", "“red sedan” · 2019–2022 · ≤ 60,000 mi". `scope` is the category's
 * name on a category page; with nothing narrowing the list, `scope` alone (or "All cars").
 */
export function savedSearchName(scope: string | undefined, filters: ListingFilters): string {
  const parts = [
    scope,
    filters.q ? `“${filters.q}”` : undefined,
    filters.model,
    filters.fuel,
    filters.body && (BODY_WORDS[filters.body] ?? filters.body),
    filters.transmission,
    filters.condition,
    range(filters.yearFrom?.toString(), filters.yearTo?.toString()),
    range(money(filters.minPrice), money(filters.maxPrice)),
    filters.maxMonthly === undefined ? undefined : `≤ $${filters.maxMonthly}/mo`,
    filters.mileageMax === undefined ? undefined : `≤ ${mileage(filters.mileageMax)}`,
    filters.available ? 'available' : undefined,
    filters.radius !== undefined && filters.zip ? `within ${filters.radius} mi of ${filters.zip}` : undefined,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'All cars';
}
