import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { HttpCache, publicFor } from '../common/http/http-caching';
import { CategoriesService } from './categories.service';
import { CategoryView } from './category.view';

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  /** The list's JSON, serialised once per list, with its ETag (a revalidation that names it gets a 304). */
  @Get()
  @Public()
  @HttpCache(publicFor(60))
  @ApiOperation({ summary: 'Every category, by category_id' })
  @ApiOkResponse({ type: [CategoryView] })
  async list(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { json, etag } = await this.categories.list();
    reply.header('ETag', etag).type('application/json; charset=utf-8');
    return json;
  }
}
