// How listing values read on a card (prices: shared-ui's kDollars, docs/product.md §9).

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** '3 Mar 2025'-style date of an ISO date-time, in the reader's time zone. */
export function postedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

export const yearsUsed = (years: number) => (years === 1 ? '1 year' : `${years} years`);

export const conditionLabel = (condition: string) => condition.charAt(0).toUpperCase() + condition.slice(1);
