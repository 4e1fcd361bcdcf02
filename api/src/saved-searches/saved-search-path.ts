import { BadRequestException } from '@nestjs/common';
import { createValidationPipe } from '../common/pipes/validation.pipe';
import { CategoryQueryDto } from '../listings/dto/category-query.dto';
import { checkListingQuery } from '../listings/listing-filter';

export interface ParsedSearch {
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
  let url: URL;
  try {
    url = new URL(path, 'http://saved.invalid');
  } catch {
    throw new BadRequestException('path must be a page path such as /category/1?fuel=electric or /search?q=tesla');
  }
  const category = /^\/category\/(\d{1,9})$/.exec(url.pathname);
  if (url.origin !== 'http://saved.invalid' || (!category && url.pathname !== '/search')) {
    throw new BadRequestException('path must be a category page (/category/<id>?…) or the search page (/search?…)');
  }
  const params: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key in params) throw new BadRequestException(`path names ${key} twice`);
    if (!NOT_FILTERS.includes(key)) params[key] = value;
  }
  const query = (await VALIDATION.transform(params, { type: 'query', metatype: CategoryQueryDto })) as CategoryQueryDto;
  checkListingQuery(query);
  return { ...(category && { categoryId: Number(category[1]) }), query };
}
