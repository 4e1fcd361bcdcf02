import { Controller, Get, Headers, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { PHOTO_WIDTHS } from '../listings/photo-urls';
import { PhotoStore } from './photo-store';

const PHOTO_ID = /^[0-9a-f]{32}$/;

@ApiTags('photos')
@Controller('photos')
export class PhotosController {
  constructor(private readonly store: PhotoStore) {}

  @Get(':photoId/:width.webp')
  @Public()
  @ApiOperation({ summary: 'One stored variant of a photo (content-addressed: cached for a year, ETag)' })
  @ApiParam({ name: 'width', example: '800', description: `One of ${PHOTO_WIDTHS.join(', ')}` })
  @ApiOkResponse({
    description: 'WebP image',
    content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({ description: 'No such photo or width' })
  async variant(
    @Param('photoId') photoId: string,
    @Param('width') widthParam: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const width = PHOTO_WIDTHS.find((w) => String(w) === widthParam);
    if (!PHOTO_ID.test(photoId) || !width) throw new NotFoundException('No such photo');
    // The URL names the content, so its ETag never changes and a match needs no database read.
    const etag = `"${photoId}-${width}"`;
    void reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      // Shown by the frontends, which live on other origins.
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      await reply.code(304).send();
      return;
    }
    const stored = await this.store.open(photoId, width);
    if (!stored) {
      reply.removeHeader('Cache-Control').removeHeader('ETag');
      throw new NotFoundException('No such photo');
    }
    await reply.header('Content-Type', 'image/webp').header('Content-Length', stored.length).send(stored.stream);
  }
}
