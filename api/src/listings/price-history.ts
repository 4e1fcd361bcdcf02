// A listing's price over time: every change of the sale price is recorded with the
// listing (ListingsService.update), the first entry being the listed price. One home for reading
// it: the history, the recent drop a card shows, days on market, and the drop's notification.
import { carTitle } from '@carmarket/stack-facts/car-title';
import type { EventContent } from '../notifications/outbox';
import type { ListingRecord, PriceChange } from './schemas/listing.schema';
import { APP_ROUTES } from '../common/app-routes';

/** A drop shows on the cards this long. */
export const PRICE_DROP_DAYS = 14;
const DAY_MS = 86_400_000;

type Priced = Pick<ListingRecord, 'sale_price' | 'poste_date' | 'priceHistory'>;

/** Oldest first; a listing stored before histories were kept reads as its listed price. */
export function historyOf(l: Priced): PriceChange[] {
  return l.priceHistory?.length ? l.priceHistory : [{ price: l.sale_price, at: l.poste_date }];
}

/** The last price change when it was a drop within PRICE_DROP_DAYS of `now`. */
export function recentDrop(l: Priced, now = new Date()): { from: number; to: number; at: Date } | null {
  const history = historyOf(l);
  if (history.length < 2) return null;
  const [before, last] = history.slice(-2);
  if (!(last.price < before.price) || now.getTime() - new Date(last.at).getTime() > PRICE_DROP_DAYS * DAY_MS)
    return null;
  return { from: before.price, to: last.price, at: new Date(last.at) };
}

/** Whole days since the listing was posted. */
export function daysOnMarket(l: Pick<ListingRecord, 'poste_date'>, now = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(l.poste_date).getTime()) / DAY_MS));
}

/** What a buyer who wish-listed the car is told of a drop. */
export function priceDropContent(
  l: Pick<ListingRecord, '_id' | 'brand' | 'name' | 'model' | 'year'>,
  from: number,
  to: number,
): EventContent {
  const car = carTitle(l);
  return {
    title: `Price drop: ${car}`,
    body: `${car} dropped from ${from.toFixed(1)} k$ to ${to.toFixed(1)} k$`,
    link: APP_ROUTES.listing(l._id),
  };
}
