import { Controller, Get, HttpStatus, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { CategoriesService } from './categories.service';
import { CategoryView } from './category.view';

/** Browsers and proxies may reuse the list briefly; after that they revalidate with the ETag (304). */
const CACHE_CONTROL = 'public, max-age=60';

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Every category, by category_id' })
  @ApiOkResponse({ type: [CategoryView] })
  async list(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<CategoryView[] | undefined> {
    const { views, etag } = await this.categories.list();
    reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL);
    if (request.headers['if-none-match'] === etag) {
      reply.status(HttpStatus.NOT_MODIFIED);
      return undefined;
    }
    return views;
  }
}
