// Keyset paging for lists that used to be unbounded (admin user lists, reported listings): the
// response stays a bare array; `limit`/`cursor` in the query, X-Total-Count and Link rel="next"
// in the headers, as GET /category/:id does.
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

/** Where the last item of a page stands in the list's order: its sort key and its _id. */
export interface Keyset {
  value: string;
  id: Types.ObjectId;
}

export function encodeKeyset({ value, id }: Keyset): string {
  return Buffer.from(JSON.stringify({ v: value, id: id.toString() })).toString('base64url');
}

export function decodeKeyset(cursor: string): Keyset {
  const payload = parseCursor(cursor) as { v?: unknown; id?: unknown } | null;
  if (typeof payload?.v !== 'string' || typeof payload.id !== 'string' || !/^[0-9a-f]{24}$/.test(payload.id)) {
    throw new BadRequestException('cursor is not valid; use the Link rel="next" of the previous page');
  }
  return { value: payload.v, id: new Types.ObjectId(payload.id) };
}

function parseCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** The page of `rows` (fetched with limit + 1) and the cursor after it. */
export function pageOf<T>(rows: T[], limit: number, total: number, keyOf: (last: T) => Keyset): Page<T> {
  const items = rows.slice(0, limit);
  return { items, total, nextCursor: rows.length > limit ? encodeKeyset(keyOf(items[items.length - 1])) : null };
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
