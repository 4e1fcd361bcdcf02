// How the seller's screens write years used and dates (k$ prices: shared-ui's kDollars).

/** 2.5 -> '2.5 years', 1 -> '1 year' (at most two decimals). */
export function formatYears(years: number): string {
  return `${years.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${years === 1 ? 'year' : 'years'}`;
}

/** An ISO date as 'Nov 22, 2026'. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
