// When the form holds enough to ask GET /price-check, and the path it asks (docs/product.md §3.2).
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

/** The call for what was typed, or null while something it needs is missing or not a valid value. */
export function priceCheckPath({ brand, model, year, mileage, price, listingId }: PriceCheckInput): string | null {
  const y = Number(year.trim());
  const m = Number(mileage.trim());
  const p = Number(price.trim());
  if (!brand.trim() || !model.trim() || !year.trim() || !mileage.trim() || !price.trim()) return null;
  if (!Number.isInteger(y) || y < 1950 || y > NEXT_YEAR || !Number.isInteger(m) || m < 0 || !(p > 0)) return null;
  const query = new URLSearchParams({
    brand: brand.trim(),
    model: model.trim(),
    year: String(y),
    mileage: String(m),
    price: String(p),
  });
  if (listingId) query.set('listingId', listingId);
  return `/price-check?${query}`;
}
