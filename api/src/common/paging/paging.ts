// Keyset paging, one convention: `limit`/`cursor` in the query; new lists answer a bare array with
// X-Total-Count and Link rel="next" in the headers (setPageHeaders), as GET /category/:id does.
// Lists that answered `{ items, nextCursor }` keep that body (released remotes read it). One
// cursor codec and one "after the cursor" condition for every list.
import { BadRequestException } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Types } from 'mongoose';

/** Large enough that every client of the unpaged lists still gets all of it on the first page at today's scale. */
export const LIST_PAGE_SIZE = 500;

export class PageQueryDto {
  @ApiPropertyOptional({ default: LIST_PAGE_SIZE, maximum: LIST_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(LIST_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({ description: 'Opaque; from the previous page\'s Link rel="next"' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** Where the last item of a page stands in the list's order: its sort key, its _id, and the list's sort name when it has several. */
export interface Keyset {
  value: string | number;
  id: Types.ObjectId;
  sort?: string;
}

/** One order of a keyset-paged list: by `field` (of this kind), then by _id, both in `direction`. */
export interface KeyOrder {
  field: string;
  direction: 1 | -1;
  kind: 'date' | 'string' | 'number';
  /** The list's sort name, for lists sorted several ways: a cursor of another order is refused. */
  sort?: string;
}

/** The one cursor codec: opaque base64url JSON of the keyset. */
export function encodeKeyset({ value, id, sort }: Keyset): string {
  return Buffer.from(JSON.stringify({ ...(sort !== undefined && { s: sort }), v: value, id: id.toString() })).toString(
    'base64url',
  );
}

export function decodeKeyset(cursor: string): Keyset {
  const payload = parseCursor(cursor) as { s?: unknown; v?: unknown; id?: unknown } | null;
  const value = payload?.v;
  if (
    (typeof value !== 'string' && typeof value !== 'number') ||
    typeof payload?.id !== 'string' ||
    !/^[0-9a-f]{24}$/.test(payload.id) ||
    (payload.s !== undefined && typeof payload.s !== 'string')
  ) {
    throw invalidCursor();
  }
  return { value, id: new Types.ObjectId(payload.id), ...(typeof payload.s === 'string' && { sort: payload.s }) };
}

/** The sort of a keyset-paged list. */
export function keysetSort({ field, direction }: KeyOrder): Record<string, 1 | -1> {
  return { [field]: direction, _id: direction };
}

/** The key of a row in `order`, as its cursor carries it (a date as ISO text). */
export function keyOf(order: KeyOrder, row: object): Keyset {
  const raw = (row as Record<string, unknown>)[order.field];
  const value = order.kind === 'date' ? new Date(raw as Date).toISOString() : (raw as string | number);
  return { value, id: (row as { _id: Types.ObjectId })._id, ...(order.sort !== undefined && { sort: order.sort }) };
}

/** The rows strictly after the cursor in `order`: the keyset condition, written once. 400 for a cursor not of this order. */
export function afterKeyset(cursor: string, order: KeyOrder): Record<string, unknown> {
  const { value, id, sort } = decodeKeyset(cursor);
  if (order.sort !== undefined && sort === undefined) throw invalidCursor();
  if (sort !== order.sort)
    throw new BadRequestException('cursor belongs to another sort order; start again without cursor');
  const key = order.kind === 'date' ? new Date(value) : value;
  const valid =
    order.kind === 'date'
      ? typeof value === 'string' && !Number.isNaN((key as Date).getTime())
      : typeof value === order.kind;
  if (!valid) throw invalidCursor();
  const beyond = order.direction === 1 ? '$gt' : '$lt';
  return { $or: [{ [order.field]: { [beyond]: key } }, { [order.field]: key, _id: { [beyond]: id } }] };
}

/** `filter` restricted to the rows after the cursor, when there is one (beside the filter's fields unless it has an $or of its own). */
export function pageFilter<F extends object>(filter: F, order: KeyOrder, cursor: string | undefined): F {
  if (!cursor) return filter;
  const after = afterKeyset(cursor, order);
  return ('$or' in filter ? { $and: [filter, after] } : { ...filter, ...after }) as F;
}

function invalidCursor(): BadRequestException {
  return new BadRequestException('cursor is not valid; use the Link rel="next" of the previous page');
}

function parseCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The page of `rows` (fetched with limit + 1 in `order`) and the cursor after it. */
export function pageOf<T extends object>(rows: T[], limit: number, total: number, order: KeyOrder): Page<T> {
  const items = rows.slice(0, limit);
  return { items, total, nextCursor: rows.length > limit ? encodeKeyset(keyOf(order, items[items.length - 1])) : null };
}

/** What findPage asks of a mongoose model: a sorted, limited lean query and a count. */
interface PagedModel {
  find(
    filter: object,
    projection?: object,
  ): { sort(by: Record<string, 1 | -1>): { limit(n: number): { lean<R>(): { exec(): Promise<R> } } } };
  countDocuments(filter: object): { exec(): Promise<number> };
}

/**
 * One page of the documents of `model` that match `filter`, in `order` after `cursor`, and how
 * many match in all: the keyset page every list reads, written once. `T` is the lean record.
 */
export async function findPage<T extends object>(
  model: PagedModel,
  filter: object,
  order: KeyOrder,
  { limit, cursor, projection }: { limit: number; cursor?: string; projection?: Record<string, 0 | 1> },
): Promise<Page<T>> {
  const [rows, total] = await Promise.all([
    model
      .find(pageFilter(filter, order, cursor), projection)
      .sort(keysetSort(order))
      .limit(limit + 1)
      .lean<T[]>()
      .exec(),
    model.countDocuments(filter).exec(),
  ]);
  return pageOf(rows, limit, total, order);
}

/** X-Total-Count, and Link rel="next" (same path and query, next cursor) while more pages exist. */
export function setPageHeaders(
  request: FastifyRequest,
  response: FastifyReply,
  page: Pick<Page<unknown>, 'total' | 'nextCursor'>,
): void {
  void response.header('X-Total-Count', String(page.total));
  if (!page.nextCursor) return;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query as Record<string, unknown>)) {
    if (key !== 'cursor' && typeof value === 'string') params.set(key, value);
  }
  params.set('cursor', page.nextCursor);
  void response.header('Link', `<${request.url.split('?')[0]}?${params.toString()}>; rel="next"`);
}
