// Price history as a buyer reads it (priceHistory oldest first; priceDrop on cards).
import type { PriceDropView as PriceDrop, PricePointView as PricePoint } from '@carmarket/shared-ui';
import { kDollars } from '@carmarket/shared-ui/widgets';

export type { PriceDrop, PricePoint };

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
export const shortDate = (iso: string) => DAY.format(new Date(iso));

/** The last price change when it was a drop, else nothing. */
export function lastDrop(history: readonly PricePoint[] | undefined): PriceDrop | undefined {
  if (!history || history.length < 2) return undefined;
  const [before, last] = history.slice(-2);
  return last.price < before.price ? { from: before.price, to: last.price, at: last.at } : undefined;
}

/** 'Price dropped 2.0 k$ on Nov 20' (one decimal: the size of the drop, not a price). */
export const dropText = (drop: PriceDrop) =>
  `Price dropped ${(drop.from - drop.to).toFixed(1)} k$ on ${shortDate(drop.at)}`;

export const daysOnMarketText = (days: number) => (days === 1 ? '1 day on market' : `${days} days on market`);

export const priceChangeText = (p: PricePoint, i: number) =>
  `${i === 0 ? 'Listed at' : 'Changed to'} ${kDollars(p.price)} on ${shortDate(p.at)}`;
