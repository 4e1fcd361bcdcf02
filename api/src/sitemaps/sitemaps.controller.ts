import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { Public } from '../auth/auth.decorators';
import { HttpCache, publicFor } from '../common/http/http-caching';
import { Sitemaps } from './sitemaps.service';

const XML = 'application/xml; charset=utf-8';
/** Crawlers read sitemaps now and then: an hour of reuse spares the database, new cars wait at most that. */
const SITEMAP_CACHE = publicFor(3600);
const XML_BODY = { content: { 'application/xml': { schema: { type: 'string' as const } } } };
/** A file number: 1, 2, ... (anything else names no file). */
const FILE_NUMBER = /^[1-9][0-9]{0,5}$/;

function fileNumber(param: string): number {
  if (!FILE_NUMBER.test(param)) throw new NotFoundException('No such sitemap file');
  return Number(param);
}

@ApiTags('sitemaps')
@Controller()
export class SitemapsController {
  constructor(private readonly sitemaps: Sitemaps) {}

  @Get('sitemap.xml')
  @Public()
  @HttpCache(SITEMAP_CACHE)
  @ApiOperation({
    summary: 'The sitemap index: the pages file and every listings and sellers file (absolute URLs on the app)',
  })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'A sitemap index (sitemaps.org protocol)', ...XML_BODY })
  async index(@Res() reply: FastifyReply): Promise<void> {
    await reply.header('Content-Type', XML).send(await this.sitemaps.index());
  }

  @Get('sitemaps/pages.xml')
  @Public()
  @HttpCache(SITEMAP_CACHE)
  @ApiOperation({ summary: 'The sitemap of the fixed public pages: home and blog' })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'A sitemap URL set', ...XML_BODY })
  async pages(@Res() reply: FastifyReply): Promise<void> {
    await this.send(reply, this.sitemaps.pages());
  }

  @Get('sitemaps/listings-:n.xml')
  @Public()
  @HttpCache(SITEMAP_CACHE)
  @ApiOperation({
    summary: 'File n of the listings on the market (SITEMAP_URLS_PER_FILE each, by id, lastmod its last change)',
  })
  @ApiParam({ name: 'n', example: '1', description: 'From 1, as the index names them' })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'A sitemap URL set, streamed', ...XML_BODY })
  @ApiNotFoundResponse({ description: 'No such file (past the last one)' })
  async listings(@Param('n') n: string, @Res() reply: FastifyReply): Promise<void> {
    await this.send(reply, await this.sitemaps.listingsFile(fileNumber(n)));
  }

  @Get('sitemaps/sellers-:n.xml')
  @Public()
  @HttpCache(SITEMAP_CACHE)
  @ApiOperation({ summary: "File n of the sellers' public pages (SITEMAP_URLS_PER_FILE each, by id)" })
  @ApiParam({ name: 'n', example: '1', description: 'From 1, as the index names them' })
  @ApiProduces('application/xml')
  @ApiOkResponse({ description: 'A sitemap URL set, streamed', ...XML_BODY })
  @ApiNotFoundResponse({ description: 'No such file (past the last one)' })
  async sellers(@Param('n') n: string, @Res() reply: FastifyReply): Promise<void> {
    await this.send(reply, await this.sitemaps.sellersFile(fileNumber(n)));
  }

  private async send(reply: FastifyReply, file: AsyncGenerator<string> | null): Promise<void> {
    if (!file) throw new NotFoundException('No such sitemap file');
    await reply.header('Content-Type', XML).send(Readable.from(file));
  }
}
