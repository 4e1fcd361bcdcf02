// Keyset pagination for category pages: the cursor carries the sort key and _id of the last item
// shown, so every page is one index range scan — its cost does not grow with the page number.
import { BadRequestException } from '@nestjs/common';
import { Types, type QueryFilter, type SortOrder } from 'mongoose';
import type { ListingSort } from './dto/category-query.dto';
import type { Listing, ListingRecord } from './schemas/listing.schema';

interface SortSpec {
  field: 'poste_date' | 'sale_price' | 'mileageKey' | 'yearKey' | 'dealKey';
  direction: 1 | -1;
}

const SORTS: Record<ListingSort, SortSpec> = {
  newest: { field: 'poste_date', direction: -1 },
  price_asc: { field: 'sale_price', direction: 1 },
  price_desc: { field: 'sale_price', direction: -1 },
  // Stored keys (listing-sort-keys.ts): a car without the fact or a rating sorts last.
  mileage_asc: { field: 'mileageKey', direction: 1 },
  year_desc: { field: 'yearKey', direction: -1 },
  best_deal: { field: 'dealKey', direction: 1 },
};

interface CursorPayload {
  s: ListingSort;
  v: string | number;
  id: string;
}

export function sortOrder(sort: ListingSort): Record<string, SortOrder> {
  const { field, direction } = SORTS[sort];
  return { [field]: direction, _id: direction };
}

export function encodeCursor(sort: ListingSort, last: ListingRecord): string {
  const { field } = SORTS[sort];
  const value = field === 'poste_date' ? new Date(last.poste_date).toISOString() : last[field]!;
  const payload: CursorPayload = { s: sort, v: value, id: last._id.toString() };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** The condition selecting items strictly after the cursor in the given sort order. */
export function afterCursor(sort: ListingSort, cursor: string): QueryFilter<Listing> {
  const payload = decodeCursor(cursor);
  if (payload.s !== sort)
    throw new BadRequestException('cursor belongs to another sort order; start again without cursor');
  const { field, direction } = SORTS[sort];
  const value = field === 'poste_date' ? new Date(payload.v) : payload.v;
  if (field === 'poste_date' ? Number.isNaN((value as Date).getTime()) : typeof value !== 'number') {
    throw invalidCursor();
  }
  const beyond = direction === 1 ? '$gt' : '$lt';
  const id = new Types.ObjectId(payload.id);
  return { $or: [{ [field]: { [beyond]: value } }, { [field]: value, _id: { [beyond]: id } }] };
}

function decodeCursor(cursor: string): CursorPayload {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const p = payload as Partial<CursorPayload> | null;
  const valid =
    typeof p === 'object' &&
    p !== null &&
    typeof p.s === 'string' &&
    p.s in SORTS &&
    (typeof p.v === 'string' || typeof p.v === 'number') &&
    typeof p.id === 'string' &&
    /^[0-9a-f]{24}$/.test(p.id);
  if (!valid) throw invalidCursor();
  return p as CursorPayload;
}

function invalidCursor(): BadRequestException {
  return new BadRequestException('cursor is not valid; use the Link rel="next" of the previous page');
}
