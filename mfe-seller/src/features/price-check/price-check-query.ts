// When the form holds enough to ask GET /price-check, and what it asks (docs/product.md §3.2).
import type { ApiInit } from '@carmarket/shared-ui';

export interface PriceCheckInput {
  brand: string;
  model: string;
  year: string;
  mileage: string;
  price: string;
  /** In the Edit form: the listing itself, which the check leaves out of its own comparables. */
  listingId?: string;
}

const NEXT_YEAR = new Date().getFullYear() + 1;

export type PriceCheckQuery = NonNullable<ApiInit<'get', '/price-check'>['params']>['query'];

/** The call's query for what was typed, or null while something it needs is missing or not a valid value. */
export function priceCheckQuery({
  brand,
  model,
  year,
  mileage,
  price,
  listingId,
}: PriceCheckInput): PriceCheckQuery | null {
  const y = Number(year.trim());
  const m = Number(mileage.trim());
  const p = Number(price.trim());
  if (!brand.trim() || !model.trim() || !year.trim() || !mileage.trim() || !price.trim()) return null;
  if (!Number.isInteger(y) || y < 1950 || y > NEXT_YEAR || !Number.isInteger(m) || m < 0 || !(p > 0)) return null;
  return { brand: brand.trim(), model: model.trim(), year: y, mileage: m, price: p, ...(listingId && { listingId }) };
}
