// How the buyer screens write charged amounts and dates (k$ prices: shared-ui's kDollars, docs/product.md §9).

/** An amount in the currency's smallest unit, as the card is charged: 3450000, 'usd' -> '$34,500.00'. */
export function chargedAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** When an unpaid booking lapses: '12 Jun, 14:05' in the reader's time zone. */
export function holdEnds(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
