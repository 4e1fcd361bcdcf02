/** Every listing is priced in US dollars. */
export const CURRENCY = 'usd';

/**
 * Listing and order prices are in k$; processors take cents. Rounded because k$ amounts with
 * decimals (32.5) are not exact in binary floating point.
 */
export function priceToCents(priceK: number): number {
  return Math.round(priceK * 100_000);
}
