// Nearest first. A listing's distance depends on the buyer's ZIP, so no stored key can order it;
// the order is over ZIPs instead: the ZIPs that hold matching listings, nearest to the buyer first
// (ties by ZIP), each ZIP's listings by _id, listings without a ZIP last. The cursor carries the
// last listing's ZIP and _id; a page reads the ZIPs after it from the per-ZIP counts of the query
// (one aggregation, cached with the totals) and fetches at most three index ranges: the rest of
// the cursor's ZIP, the ZIPs wholly on the page, and the first ZIP of the next page. Nothing
// grows with the catalogue but those counts, which are cached until a listing is written.
import { BadRequestException } from '@nestjs/common';
import type { QueryFilter, Types } from 'mongoose';
import { decodeKeyset, encodeKeyset } from '../common/paging/paging';
import { isKnownZip, milesBetween, nearestFirst } from '../common/zip-codes/zip-codes';
import { NO_ZIP } from './listing-sort-keys';
import type { Listing, ListingRecord } from './schemas/listing.schema';

/** How many matching listings each ZIP holds (NO_ZIP: those without one). */
export type ZipCounts = Map<string, number>;

/** The reads a page needs, so the walk is tested without a database. */
export interface ZipReader {
  /** Listings matching `filter`, in _id order, at most `limit` (all of them without). */
  find(filter: QueryFilter<Listing>, limit?: number): Promise<ListingRecord[]>;
}

export interface DistancePage {
  items: ListingRecord[];
  nextCursor: string | null;
}

/** Where a cursor stands: after listing `id` of ZIP `zip`. */
interface Position {
  zip: string;
  id: Types.ObjectId;
}

const cursorSort = (origin: string) => `distance:${origin}`;

/** The ZIPs of `counts` in page order from `origin`: nearest first, ties by ZIP, NO_ZIP last. */
export function zipOrder(origin: string, zips: Iterable<string>): string[] {
  const placed = [...zips].filter((zip) => zip !== NO_ZIP).map((zip) => ({ zip, miles: milesBetween(origin, zip) }));
  return placed.sort(nearestFirst).map((z) => z.zip);
}

export async function distancePage(
  reader: ZipReader,
  filter: QueryFilter<Listing>,
  counts: ZipCounts,
  origin: string,
  limit: number,
  cursor: string | undefined,
): Promise<DistancePage> {
  const position = cursor === undefined ? undefined : decodePosition(cursor, origin);
  // The page's reads pin zipKey to one ZIP, in place of the radius' list: the cursor's must be in it.
  const radius = (filter.zipKey as { $in?: string[] } | undefined)?.$in;
  if (position && radius && !radius.includes(position.zip)) throw invalidCursor();
  const order = zipOrder(origin, counts.keys());
  if (counts.has(NO_ZIP)) order.push(NO_ZIP);
  const ahead = position ? order.filter((zip) => isAfter(origin, zip, position.zip)) : order;
  // The cursor's own ZIP first (what is left of it), then the ZIPs after it.
  const groups = position ? [position.zip, ...ahead] : ahead;
  const rows: ListingRecord[] = [];
  let next = 0;
  while (rows.length <= limit && next < groups.length) {
    const want = limit + 1 - rows.length;
    // Enough ZIPs to fill the page by their counts (a count is an upper bound for the cursor's ZIP).
    let end = next;
    for (let counted = 0; end < groups.length && counted < want; end++) counted += counts.get(groups[end]) ?? 0;
    const chosen = groups.slice(next, end);
    const after = next === 0 && position ? position.id : undefined;
    rows.push(...(await readGroups(reader, filter, chosen, after, want)));
    next = end;
  }
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor:
      rows.length > limit
        ? encodeKeyset({ value: last.zipKey ?? NO_ZIP, id: last._id, sort: cursorSort(origin) })
        : null,
  };
}

/**
 * The listings of `zips` in page order, the first ZIP's after `after`: the first ZIP and the last
 * as ranges read up to `want`, those between (held whole on the page, by their counts) at once.
 * Each part is complete unless it returned `want`, and then the page is full.
 */
async function readGroups(
  reader: ZipReader,
  filter: QueryFilter<Listing>,
  zips: string[],
  after: Types.ObjectId | undefined,
  want: number,
): Promise<ListingRecord[]> {
  const [first, ...rest] = zips;
  const last = rest.pop();
  const between = rest;
  const [head, middle, tail] = await Promise.all([
    reader.find({ ...filter, zipKey: first, ...(after && { _id: { $gt: after } }) }, want),
    between.length ? reader.find({ ...filter, zipKey: { $in: between } }) : [],
    last === undefined ? [] : reader.find({ ...filter, zipKey: last }, want),
  ]);
  const rank = new Map(between.map((zip, i) => [zip, i]));
  const sorted = [...middle].sort((a, b) => rank.get(a.zipKey!)! - rank.get(b.zipKey!)! || compareIds(a._id, b._id));
  return [...head, ...sorted, ...tail];
}

function compareIds(a: Types.ObjectId, b: Types.ObjectId): number {
  const x = a.toHexString();
  const y = b.toHexString();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Whether ZIP `zip` comes after ZIP `than` in the page order from `origin`. */
function isAfter(origin: string, zip: string, than: string): boolean {
  if (than === NO_ZIP) return false;
  if (zip === NO_ZIP) return true;
  return nearestFirst({ zip, miles: milesBetween(origin, zip) }, { zip: than, miles: milesBetween(origin, than) }) > 0;
}

function decodePosition(cursor: string, origin: string): Position {
  const { value, id, sort } = decodeKeyset(cursor);
  if (sort !== cursorSort(origin) || typeof value !== 'string') {
    throw new BadRequestException('cursor belongs to another sort order or ZIP; start again without cursor');
  }
  if (value !== NO_ZIP && !isKnownZip(value)) throw invalidCursor();
  return { zip: value, id };
}

function invalidCursor(): BadRequestException {
  return new BadRequestException('cursor is not valid; use the Link rel="next" of the previous page');
}
