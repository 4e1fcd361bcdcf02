import { Controller, Get, Headers, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { OG_HEIGHT, OG_WIDTH, OgImages } from './og-image';

const PHOTO_ID = /^[0-9a-f]{32}$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

@ApiTags('photos')
@Controller('photos')
export class OgImageController {
  constructor(private readonly images: OgImages) {}

  @Get(':photoId/og.jpg')
  @Public()
  @ApiOperation({
    summary: `A photo's link preview: a ${OG_WIDTH}×${OG_HEIGHT} JPEG, cover-cropped (made on its first request; then cached for a year, ETag)`,
  })
  @ApiOkResponse({
    description: 'JPEG image',
    content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({ description: 'No such photo' })
  async preview(
    @Param('photoId') photoId: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (!PHOTO_ID.test(photoId)) throw new NotFoundException('No such photo');
    // Made from content-addressed bytes by a fixed recipe: the URL names the content, as a variant's does
    // (a new recipe needs a new file name: caches keep this one for a year).
    const etag = `"${photoId}-og"`;
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      await reply.code(304).header('ETag', etag).header('Cache-Control', IMMUTABLE).send();
      return;
    }
    const image = await this.images.open(photoId);
    if (!image) throw new NotFoundException('No such photo');
    await reply
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', etag)
      // Fetched by link-preview services and shown on other origins.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Content-Type', 'image/jpeg')
      .header('Content-Length', image.length)
      .send('stream' in image ? image.stream : image.data);
  }
}
