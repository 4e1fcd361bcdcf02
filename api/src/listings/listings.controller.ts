import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiGoneResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimit } from '../common/throttling/rate-limit';
import { CheckRevoked, CurrentUser, Public, Roles } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { AddProductDto } from './dto/add-product.dto';
import { CategoryQueryDto } from './dto/category-query.dto';
import { SearchSuggestionQueryDto } from './dto/search-suggestion-query.dto';
import { suggestionFor } from './search-suggestion';
import { createValidationPipe } from '../common/pipes/validation.pipe';
import { PHOTOS_FIELD, readMultipart } from '../photos/multipart';
import { PhotoUpload } from '../photos/photo-upload';
import { formFields, NewListingDto } from './dto/new-listing.dto';
import { UpdateListingDto } from './dto/update-listing.dto';
import { MAX_PHOTOS } from './facts/vehicle-facts';
import { LIST_PAGE_SIZE, PageQueryDto, setPageHeaders } from '../common/paging/paging';
import {
  AdvertisementView,
  FacetsView,
  SearchSuggestionView,
  ListingDetailView,
  ListingView,
  OwnerListingView,
  toAdvertisementView,
  toListingDetailView,
  toListingView,
  toListingViewFrom,
  toOwnerListingView,
} from './listing.views';
import { DistanceFromDto } from './dto/distance-from.dto';
import { SellerRatings } from '../reviews/seller-ratings';
import { ListingQueries } from './listing-queries.service';
import { ListingReports, MyReportView } from './listing-reports.service';
import { ReportListingDto } from './dto/report-listing.dto';
import { ListingsService } from './listings.service';
import { HttpCache, PUBLIC_REVALIDATED } from '../common/http/http-caching';

/** The global ValidationPipe's rules, for a body read from a form rather than by Nest. */
const FORM_VALIDATION = createValidationPipe();

const LIST_HEADERS = {
  'X-Total-Count': {
    description: 'How many listings match, on every page',
    required: true,
    schema: { type: 'integer' },
  },
  Link: {
    description: '<url>; rel="next" while more pages exist (the url carries the next cursor)',
    schema: { type: 'string' },
  },
};

export class DeletedView {
  @ApiProperty({ example: 1 }) deletedCount: number;
}

@ApiTags('listings')
@Controller()
export class ListingsController {
  constructor(
    private readonly listings: ListingsService,
    private readonly queries: ListingQueries,
    private readonly reports: ListingReports,
    private readonly ratings: SellerRatings,
  ) {}

  @Get('category/:id')
  @ApiOperation({ summary: 'Listings of a category, newest first by default; keyset-paginated' })
  @ApiOkResponse({ type: [ListingView], headers: LIST_HEADERS })
  async categoryPage(
    @Param('id', ParseIntPipe) categoryId: number,
    @Query() query: CategoryQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ListingView[]> {
    const page = await this.queries.listPage({ categoryId }, query);
    setPageHeaders(request, response, page);
    return page.items.map(toListingViewFrom(query.zip));
  }

  @Get('category/:id/facets')
  @ApiOperation({ summary: "Facet counts of a category page's query (limit and cursor ignored)" })
  @ApiOkResponse({ type: FacetsView })
  categoryFacets(@Param('id', ParseIntPipe) categoryId: number, @Query() query: CategoryQueryDto): Promise<FacetsView> {
    return this.queries.facets({ categoryId }, query);
  }

  @Get('search')
  @ApiOperation({ summary: 'Listings of every category matching q and the filters; paged as GET /category/:id' })
  @ApiOkResponse({ type: [ListingView], headers: LIST_HEADERS })
  async search(
    @Query() query: CategoryQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ListingView[]> {
    const page = await this.queries.listPage({}, query);
    setPageHeaders(request, response, page);
    return page.items.map(toListingViewFrom(query.zip));
  }

  @Get('search/facets')
  @ApiOperation({ summary: "Facet counts of a search's query (limit and cursor ignored)" })
  @ApiOkResponse({ type: FacetsView })
  searchFacets(@Query() query: CategoryQueryDto): Promise<FacetsView> {
    return this.queries.facets({}, query);
  }

  @Get('search/suggestion')
  @ApiOperation({
    summary: 'The search words with a misspelt brand or model spelt as the model catalogue does, or null',
  })
  @ApiOkResponse({ type: SearchSuggestionView })
  searchSuggestion(@Query() { q }: SearchSuggestionQueryDto): SearchSuggestionView {
    return { suggestion: suggestionFor(q) };
  }

  @Get('listings/:id')
  @Public()
  @HttpCache(PUBLIC_REVALIDATED)
  @ApiOperation({
    summary:
      "A listing's page: the card fields plus facts, photos and the seller block (no e-mail or phone); 404 for an id never seen",
  })
  @ApiOkResponse({
    type: ListingDetailView,
    description: 'On the market, booked, or sold through CarMarket (status says which)',
  })
  @ApiGoneResponse({
    description: 'It left the market: deleted (by its seller, an admin, or a closed account) or sold elsewhere',
  })
  async detail(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query() { zip }: DistanceFromDto,
  ): Promise<ListingDetailView> {
    const listing = await this.queries.publicListing(id);
    // Side by side: each is a round trip to the database, and the page (and its revalidation) waits for both.
    const [seller, { average, count }] = await Promise.all([
      this.queries.sellerOf(listing),
      this.ratings.ratingOf(listing.seller),
    ]);
    return toListingDetailView(
      listing,
      {
        ...seller,
        memberSince: seller.memberSince.toISOString(),
        reviewCount: count,
        ...(average !== null && { reviewAverage: average }),
      },
      zip,
    );
  }

  @Put('listings/:id')
  @Roles('Seller')
  @RateLimit('listingEdit')
  @ApiOperation({
    summary: 'Its seller edits price, description, condition, location, years used and facts',
    description:
      "Each field keeps the rule it has when posted; the model must be one of the brand's. A fact or the zip sent as null is removed " +
      '(the other fields cannot be). 409 for a price change of a booked car.',
  })
  @ApiOkResponse({ type: OwnerListingView })
  async update(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: UpdateListingDto,
  ): Promise<OwnerListingView> {
    return toOwnerListingView(await this.listings.update(id, caller, body));
  }

  @Get('advertise')
  @Public()
  @HttpCache(PUBLIC_REVALIDATED)
  @ApiOperation({ summary: 'Advertised cars that are still available' })
  @ApiOkResponse({ type: [AdvertisementView] })
  async advertised(): Promise<AdvertisementView[]> {
    return (await this.queries.advertised()).map(toAdvertisementView);
  }

  @Post('add_product')
  @Roles('Seller')
  @ApiOperation({ summary: "Post a listing; seller name and e-mail come from the caller's account" })
  @ApiCreatedResponse({ type: OwnerListingView })
  async add(@CurrentUser() caller: RegisteredUser, @Body() body: AddProductDto): Promise<OwnerListingView> {
    return toOwnerListingView(await this.listings.add(caller, body));
  }

  @Post('listings')
  @Roles('Seller')
  @PhotoUpload()
  @ApiOperation({
    summary: 'Post a listing with photos and facts (multipart); all or nothing',
    description:
      `The fields of POST /add_product and the facts as text fields, files in "${PHOTOS_FIELD}" (at most ${MAX_PHOTOS}; JPEG, PNG, WebP or AVIF, ` +
      "10 MB each). Photos or an image URL is required; the first photo is the cover and the card's image.",
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      allOf: [
        { $ref: getSchemaPath(NewListingDto) },
        {
          type: 'object',
          properties: {
            [PHOTOS_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: MAX_PHOTOS },
          },
        },
      ],
    },
  })
  @ApiExtraModels(NewListingDto)
  @ApiCreatedResponse({ type: OwnerListingView })
  async create(@CurrentUser() caller: RegisteredUser, @Req() request: FastifyRequest): Promise<OwnerListingView> {
    const { fields, files } = await readMultipart(request);
    const body = (await FORM_VALIDATION.transform(formFields(fields), {
      type: 'body',
      metatype: NewListingDto,
    })) as NewListingDto;
    return toOwnerListingView(await this.listings.add(caller, body, files));
  }

  @Get('my_products/:displayName')
  @Roles('Seller')
  @ApiOperation({
    summary: "The caller's own listings (the name in the path is kept for the public URL and not trusted)",
  })
  @ApiParam({ name: 'displayName', description: "Ignored: the listings are always the caller's own" })
  @ApiOkResponse({ type: [OwnerListingView] })
  async mine(@CurrentUser() caller: RegisteredUser): Promise<OwnerListingView[]> {
    return (await this.queries.ofSeller(caller.userId)).map(toOwnerListingView);
  }

  @Post('listings/:id/sold-elsewhere')
  @HttpCode(200)
  @Roles('Seller')
  @ApiOperation({
    summary: 'Its seller marks the car sold elsewhere: hidden from buyers, kept in My Products to be relisted',
    description: '409 while a booking holds the car (decline it first), once paid, or when already marked.',
  })
  @ApiOkResponse({ type: OwnerListingView })
  async soldElsewhere(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
  ): Promise<OwnerListingView> {
    return toOwnerListingView(await this.listings.markSoldElsewhere(id, caller));
  }

  @Post('listings/:id/relist')
  @HttpCode(200)
  @Roles('Seller')
  @ApiOperation({
    summary:
      'Its seller puts a car marked sold elsewhere, or withdrawn by a suspension since lifted, back on the market (409 when it is on the market)',
  })
  @ApiOkResponse({ type: OwnerListingView })
  async relist(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
  ): Promise<OwnerListingView> {
    return toOwnerListingView(await this.listings.relist(id, caller));
  }

  @Delete('product_delete/:id')
  @Roles('Seller', 'Admin')
  @CheckRevoked()
  @ApiOperation({ summary: 'Delete a listing (its seller, or an admin)' })
  @ApiOkResponse({ type: DeletedView })
  async remove(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
  ): Promise<DeletedView> {
    await this.listings.remove(id, caller);
    return { deletedCount: 1 };
  }

  @Put('update/:id')
  @Roles('Seller')
  @ApiOperation({ summary: 'Advertise a listing (its seller; 409 once booked)' })
  @ApiOkResponse({ type: OwnerListingView })
  async advertise(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
  ): Promise<OwnerListingView> {
    return toOwnerListingView(await this.listings.advertise(id, caller));
  }

  @Put('report/:id')
  @ApiOperation({
    summary: 'Report a listing, saying why (any signed-in user; once per user: reporting again changes nothing)',
    description:
      'The body is optional: without a reason the report counts as `other`. 429 once the caller reported REPORTS_PER_USER_PER_DAY listings in 24 hours.',
  })
  @ApiOkResponse({ type: ListingView })
  async report(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ReportListingDto,
  ): Promise<ListingView> {
    // The caller's own report is the one public view that says so.
    return { ...toListingView(await this.reports.report(id, caller, body)), isReported: true };
  }

  @Get('me/reports')
  @ApiOperation({ summary: "The caller's own reports of listings, newest first: their Report buttons show Reported" })
  @ApiOkResponse({ type: [MyReportView] })
  myReports(@CurrentUser() caller: RegisteredUser): Promise<MyReportView[]> {
    return this.reports.mine(caller);
  }

  @Get('reported')
  @Roles('Admin')
  @CheckRevoked()
  @ApiOperation({
    summary: 'Reported listings, the car reported last first; paged',
    description: `At most \`limit\` (default ${LIST_PAGE_SIZE}) rows; headers X-Total-Count and Link: <...>; rel="next" while more pages exist.`,
  })
  @ApiOkResponse({ type: [OwnerListingView] })
  async reported(
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<OwnerListingView[]> {
    const page = await this.reports.reported(query);
    setPageHeaders(request, response, page);
    return page.items.map(toOwnerListingView);
  }
}
