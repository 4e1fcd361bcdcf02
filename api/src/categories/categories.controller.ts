import { Controller, Get, HttpStatus, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { CategoriesService, type CategoryList } from './categories.service';
import { CategoryView } from './category.view';

/** Browsers and proxies may reuse the list briefly; after that they revalidate with the ETag (304). */
export const CACHE_CONTROL = 'public, max-age=60';

/** The client holds this list already (its If-None-Match names the list's ETag): 304, no body. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch === etag;
}

/**
 * The list's JSON (serialised once) with its ETag and Cache-Control, or 304 and no body when the
 * client has it. categories.fast-path.ts lays out the same answer for most GET /categories.
 */
export function categoriesAnswer(
  { json, etag }: CategoryList,
  request: FastifyRequest,
  reply: FastifyReply,
): string | undefined {
  reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL);
  if (isNotModified(request.headers['if-none-match'], etag)) {
    reply.status(HttpStatus.NOT_MODIFIED);
    return undefined;
  }
  reply.type('application/json; charset=utf-8');
  return json;
}

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  /** Usually answered before Fastify (categories.fast-path.ts); this is the documented route, and takes the rest. */
  @Get()
  @Public()
  @ApiOperation({ summary: 'Every category, by category_id' })
  @ApiOkResponse({ type: [CategoryView] })
  async list(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | undefined> {
    return categoriesAnswer(await this.categories.list(), request, reply);
  }
}
