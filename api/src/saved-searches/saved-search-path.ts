import { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '../common/pipes/validation.pipe';
import { CategoryQueryDto } from '../listings/dto/category-query.dto';
import { checkListingQuery } from '../listings/listing-filter';

export interface ParsedSearch {
  /** The page's path as stored: its path and filters only (no paging, fragment or host). */
  path: string;
  categoryId?: number;
  query: CategoryQueryDto;
}

const VALIDATION = createValidationPipe();
/** Paging is not part of what a search matches. */
const NOT_FILTERS = ['cursor', 'limit'];

/**
 * Parses a page's path into the list call's query, through the very validation GET /category/:id
 * and GET /search apply (CategoryQueryDto, the global pipe's options, checkListingQuery): a path
 * those calls would refuse is refused here, with their messages.
 */
export async function parseSearchPath(path: string): Promise<ParsedSearch> {
  const notAPage = new BadRequestException(
    'path must be a category page (/category/<id>?…) or the search page (/search?…) of this app',
  );
  const given = path.trim();
  // A path of this app only: not an address, nor one the browser reads as another host (//…, /\…).
  if (!/^\/(?![/\\])/.test(given)) throw notAPage;
  let url: URL;
  try {
    url = new URL(given, 'http://saved.invalid');
  } catch {
    throw notAPage;
  }
  const category = /^\/category\/(\d{1,9})$/.exec(url.pathname);
  if (url.origin !== 'http://saved.invalid' || (!category && url.pathname !== '/search')) throw notAPage;
  const params: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key in params) throw new BadRequestException(`path names ${key} twice`);
    if (!NOT_FILTERS.includes(key)) params[key] = value;
  }
  const query = (await VALIDATION.transform(params, { type: 'query', metatype: CategoryQueryDto })) as CategoryQueryDto;
  checkListingQuery(query);
  const filters = new URLSearchParams(params).toString();
  return {
    path: `${url.pathname}${filters && `?${filters}`}`,
    ...(category && { categoryId: Number(category[1]) }),
    query,
  };
}
