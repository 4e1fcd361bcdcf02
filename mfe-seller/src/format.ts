// How the seller's screens write amounts and dates (docs/product.md §9: prices in K$/k$, years used).

/** 34.5 -> '34.5', 52 -> '52' (k$ amounts keep at most two decimals). */
export function formatK(amount: number): string {
  return amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

export function formatYears(years: number): string {
  return `${formatK(years)} ${years === 1 ? 'year' : 'years'}`;
}

/** An ISO date as 'Nov 22, 2026'. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
