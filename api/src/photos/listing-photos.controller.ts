// A listing's photos: upload more, remove one, reorder (the first is the cover). The listing data
// is the listings module's (who may edit, the 10-photo limit, the cover); the bytes are PhotosService's.
import { BadRequestException, Body, Controller, Delete, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CheckRevoked, CurrentUser, Roles } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { MAX_PHOTOS } from '../listings/facts/vehicle-facts';
import { OwnerListingView, toOwnerListingView } from '../listings/listing.views';
import { ListingPhotosService } from '../listings/listing-photos.service';
import { ListingsService } from '../listings/listings.service';
import { PHOTOS_FIELD, readMultipart } from './multipart';
import { PhotoOrderDto } from './photo-order.dto';
import { PhotoUpload } from './photo-upload';
import { PhotosService } from './photos.service';

@ApiTags('listings')
@Controller('listings/:id/photos')
export class ListingPhotosController {
  constructor(
    private readonly listings: ListingsService,
    private readonly listingPhotos: ListingPhotosService,
    private readonly photos: PhotosService,
  ) {}

  @Post()
  @Roles('Seller')
  @PhotoUpload()
  @ApiOperation({
    summary: `Add photos to an own listing (at most ${MAX_PHOTOS} in all; JPEG, PNG, WebP or AVIF, 10 MB each)`,
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [PHOTOS_FIELD],
      properties: {
        [PHOTOS_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: MAX_PHOTOS },
      },
    },
  })
  @ApiCreatedResponse({ type: OwnerListingView })
  async add(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Req() request: FastifyRequest,
  ): Promise<OwnerListingView> {
    // Whose listing it is is checked before a byte of the upload is read.
    const listing = await this.listings.editable(id, caller);
    const { files } = await readMultipart(request);
    if (!files.length) throw new BadRequestException(`Choose at least one photo (field "${PHOTOS_FIELD}")`);
    const room = MAX_PHOTOS - (listing.photos?.length ?? 0);
    if (files.length > room)
      throw new BadRequestException(`A listing has at most ${MAX_PHOTOS} photos; this one can take ${room} more`);
    const stored = await this.photos.ingest(files);
    try {
      return toOwnerListingView(await this.listingPhotos.appendPhotos(id, stored));
    } catch (error) {
      await this.photos.discard(stored.map((p) => p.id));
      throw error;
    }
  }

  @Delete(':photoId')
  @Roles('Seller', 'Admin')
  @CheckRevoked()
  @ApiOperation({ summary: 'Remove a photo from a listing (its seller, or an admin)' })
  @ApiOkResponse({ type: OwnerListingView })
  async remove(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Param('photoId') photoId: string,
  ): Promise<OwnerListingView> {
    await this.listings.editable(id, caller, { allowAdmin: true });
    const updated = await this.listingPhotos.removePhoto(id, photoId);
    await this.photos.discard([photoId]);
    return toOwnerListingView(updated);
  }

  @Put('order')
  @Roles('Seller')
  @ApiOperation({ summary: 'Reorder the photos of an own listing; the first becomes the cover' })
  @ApiOkResponse({ type: OwnerListingView })
  async reorder(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: PhotoOrderDto,
  ): Promise<OwnerListingView> {
    await this.listings.editable(id, caller);
    return toOwnerListingView(await this.listingPhotos.reorderPhotos(id, body.order));
  }
}
