// Price history as a buyer reads it (priceHistory oldest first; priceDrop on cards).
import {
  formatMonthDay,
  kDollars,
  type PriceDropView as PriceDrop,
  type PricePointView as PricePoint,
} from '@carmarket/shared-ui';

export type { PriceDrop, PricePoint };

/** The last price change when it was a drop, else nothing. */
export function lastDrop(history: readonly PricePoint[] | undefined): PriceDrop | undefined {
  if (!history || history.length < 2) return undefined;
  const [before, last] = history.slice(-2);
  return last.price < before.price ? { from: before.price, to: last.price, at: last.at } : undefined;
}

/** 'Price dropped 2 k$ on Nov 20'. */
export const dropText = (drop: PriceDrop) =>
  `Price dropped ${kDollars(drop.from - drop.to)} on ${formatMonthDay(drop.at)}`;

export const daysOnMarketText = (days: number) => (days === 1 ? '1 day on market' : `${days} days on market`);

export const priceChangeText = (p: PricePoint, i: number) =>
  `${i === 0 ? 'Listed at' : 'Changed to'} ${kDollars(p.price)} on ${formatMonthDay(p.at)}`;
