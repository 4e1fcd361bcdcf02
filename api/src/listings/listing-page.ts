// Keyset pagination for category pages and search: the cursor carries the sort key and _id of the
// last item shown (common/paging: one codec, one "after" condition), so every page is one index
// range scan — its cost does not grow with the page number. Nearest first, whose key depends on the
// buyer's ZIP, pages in listing-distance-page.ts.
import type { QueryFilter, SortOrder } from 'mongoose';
import { afterKeyset, encodeKeyset, keyOf, keysetSort, type KeyOrder } from '../common/paging/paging';
import type { ListingSort } from './dto/category-query.dto';
import type { Listing, ListingRecord } from './schemas/listing.schema';

/** The sorts by a key stored with each listing. */
export type KeysetSort = Exclude<ListingSort, 'distance'>;

const SORTS: Record<KeysetSort, KeyOrder> = {
  newest: { sort: 'newest', field: 'poste_date', direction: -1, kind: 'date' },
  price_asc: { sort: 'price_asc', field: 'sale_price', direction: 1, kind: 'number' },
  price_desc: { sort: 'price_desc', field: 'sale_price', direction: -1, kind: 'number' },
  // Stored keys (listing-sort-keys.ts): a car without the fact or a rating sorts last.
  mileage_asc: { sort: 'mileage_asc', field: 'mileageKey', direction: 1, kind: 'number' },
  year_desc: { sort: 'year_desc', field: 'yearKey', direction: -1, kind: 'number' },
  best_deal: { sort: 'best_deal', field: 'dealKey', direction: 1, kind: 'number' },
};

export function sortOrder(sort: KeysetSort): Record<string, SortOrder> {
  return keysetSort(SORTS[sort]);
}

export function encodeCursor(sort: KeysetSort, last: ListingRecord): string {
  return encodeKeyset(keyOf(SORTS[sort], last));
}

/** The condition selecting items strictly after the cursor in the given sort order. */
export function afterCursor(sort: KeysetSort, cursor: string): QueryFilter<Listing> {
  return afterKeyset(cursor, SORTS[sort]) as QueryFilter<Listing>;
}
