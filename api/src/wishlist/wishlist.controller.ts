import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { ListingView, toListingView } from '../listings/listing.views';
import { WishlistService } from './wishlist.service';

@ApiTags('wishlist')
@Controller('wishlist')
export class WishlistController {
  constructor(private readonly wishlist: WishlistService) {}

  @Get()
  @ApiOperation({
    summary: "The caller's saved cars, most recently saved first (public listing view: no seller contact)",
  })
  @ApiOkResponse({ type: [ListingView] })
  async list(@CurrentUser() caller: RegisteredUser): Promise<ListingView[]> {
    return (await this.wishlist.list(caller)).map(toListingView);
  }

  @Put(':listingId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Save a car (idempotent; 404 for an unknown car)' })
  @ApiNoContentResponse()
  add(@CurrentUser() caller: RegisteredUser, @Param('listingId', ParseObjectIdPipe) listingId: string): Promise<void> {
    return this.wishlist.add(caller, listingId);
  }

  @Delete(':listingId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a saved car (idempotent)' })
  @ApiNoContentResponse()
  remove(
    @CurrentUser() caller: RegisteredUser,
    @Param('listingId', ParseObjectIdPipe) listingId: string,
  ): Promise<void> {
    return this.wishlist.remove(caller, listingId);
  }
}
