import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CheckRevoked, CurrentUser, Public, Roles } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { AddProductDto } from './dto/add-product.dto';
import { CategoryQueryDto } from './dto/category-query.dto';
import {
  AdvertisementView,
  ListingView,
  OwnerListingView,
  toAdvertisementView,
  toListingView,
  toOwnerListingView,
} from './listing.views';
import { ListingsService } from './listings.service';

export class DeletedView {
  @ApiProperty({ example: 1 }) deletedCount: number;
}

@ApiTags('listings')
@Controller()
export class ListingsController {
  constructor(private readonly listings: ListingsService) {}

  @Get('category/:id')
  @ApiOperation({ summary: 'Listings of a category, newest first by default; keyset-paginated' })
  @ApiOkResponse({
    type: [ListingView],
    headers: {
      'X-Total-Count': { description: 'How many listings match, on every page', required: true, schema: { type: 'integer' } },
      Link: { description: '<url>; rel="next" while more pages exist (the url carries the next cursor)', schema: { type: 'string' } },
    },
  })
  async categoryPage(
    @Param('id', ParseIntPipe) categoryId: number,
    @Query() query: CategoryQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ListingView[]> {
    const page = await this.listings.categoryPage(categoryId, query);
    response.header('X-Total-Count', String(page.total));
    if (page.nextCursor) response.header('Link', `<${nextPageUrl(request, page.nextCursor)}>; rel="next"`);
    return page.items.map(toListingView);
  }

  @Get('advertise')
  @Public()
  @ApiOperation({ summary: 'Advertised cars that are still available' })
  @ApiOkResponse({ type: [AdvertisementView] })
  async advertised(): Promise<AdvertisementView[]> {
    return (await this.listings.advertised()).map(toAdvertisementView);
  }

  @Post('add_product')
  @Roles('Seller')
  @ApiOperation({ summary: "Post a listing; seller name and e-mail come from the caller's account" })
  @ApiCreatedResponse({ type: OwnerListingView })
  async add(@CurrentUser() caller: RegisteredUser, @Body() body: AddProductDto): Promise<OwnerListingView> {
    return toOwnerListingView(await this.listings.add(caller, body));
  }

  @Get('my_products/:displayName')
  @Roles('Seller')
  @ApiOperation({ summary: "The caller's own listings (the path name is kept for the spec's URL and not trusted)" })
  @ApiParam({ name: 'displayName', description: 'Ignored: the listings are always the caller\'s own' })
  @ApiOkResponse({ type: [OwnerListingView] })
  async mine(@CurrentUser() caller: RegisteredUser): Promise<OwnerListingView[]> {
    return (await this.listings.ofSeller(caller.userId)).map(toOwnerListingView);
  }

  @Delete('product_delete/:id')
  @Roles('Seller', 'Admin')
  @CheckRevoked()
  @ApiOperation({ summary: 'Delete a listing (its seller, or an admin)' })
  @ApiOkResponse({ type: DeletedView })
  async remove(@CurrentUser() caller: RegisteredUser, @Param('id', ParseObjectIdPipe) id: string): Promise<DeletedView> {
    await this.listings.remove(id, caller);
    return { deletedCount: 1 };
  }

  @Put('update/:id')
  @Roles('Seller')
  @ApiOperation({ summary: 'Advertise a listing (its seller; 409 once booked)' })
  @ApiOkResponse({ type: OwnerListingView })
  async advertise(@CurrentUser() caller: RegisteredUser, @Param('id', ParseObjectIdPipe) id: string): Promise<OwnerListingView> {
    return toOwnerListingView(await this.listings.advertise(id, caller));
  }

  @Put('report/:id')
  @ApiOperation({ summary: 'Report a listing (any signed-in user; idempotent)' })
  @ApiOkResponse({ type: ListingView })
  async report(@Param('id', ParseObjectIdPipe) id: string): Promise<ListingView> {
    return toListingView(await this.listings.report(id));
  }

  @Get('reported')
  @Roles('Admin')
  @CheckRevoked()
  @ApiOperation({ summary: 'Reported listings' })
  @ApiOkResponse({ type: [OwnerListingView] })
  async reported(): Promise<OwnerListingView[]> {
    return (await this.listings.reported()).map(toOwnerListingView);
  }
}

/** Same path and filters, next cursor. Relative, so it stays right behind any proxy prefix-free host. */
function nextPageUrl(request: FastifyRequest, cursor: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query as Record<string, unknown>)) {
    if (key !== 'cursor' && typeof value === 'string') params.set(key, value);
  }
  params.set('cursor', cursor);
  return `${request.url.split('?')[0]}?${params.toString()}`;
}
