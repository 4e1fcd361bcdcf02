import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Types } from 'mongoose';
import { Public } from '../auth/auth.decorators';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { HttpCache, PUBLIC_REVALIDATED } from '../common/http/http-caching';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setPageHeaders } from '../common/paging/paging';
import { ListingView, toListingView } from '../listings/listing.views';
import { ListingQueries } from '../listings/listing-queries.service';
import { ReviewPageQueryDto } from '../reviews/dto/review.dto';
import { ReviewPageView, toReviewView } from '../reviews/review.views';
import { ReviewsService } from '../reviews/reviews.service';
import { SellerRatings } from '../reviews/seller-ratings';
import { UsersService } from '../users/users.service';
import { SELLER_PAGE_LISTINGS, SellerPageView } from './seller.views';
import { SellerListingsQueryDto } from './seller-listings-query.dto';

const PAGED_LISTINGS = `At most \`limit\` (default ${SELLER_PAGE_LISTINGS}) cards; headers X-Total-Count and Link: <...>; rel="next" while more pages exist. The seller page's listingsCursor starts after its cards.`;
const LIST_HEADERS = {
  'X-Total-Count': {
    description: 'How many listings of the seller are for sale, on every page',
    required: true,
    schema: { type: 'integer' },
  },
  Link: {
    description: '<url>; rel="next" while more pages exist (the url carries the next cursor)',
    schema: { type: 'string' },
  },
};

@ApiTags('sellers')
@Controller('sellers')
export class SellersController {
  constructor(
    private readonly users: UsersService,
    private readonly listings: ListingQueries,
    private readonly reviews: ReviewsService,
    private readonly ratings: SellerRatings,
  ) {}

  @Get(':id/listings')
  @Public()
  @ApiOperation({
    summary: 'A seller’s active listings as cards, newest first; keyset-paginated as GET /category/:id',
    description: PAGED_LISTINGS,
  })
  @ApiOkResponse({ type: [ListingView], headers: LIST_HEADERS })
  async listingPage(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query() query: SellerListingsQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ListingView[]> {
    const sellerId = await this.activeSeller(id);
    const page = await this.listings.forSalePage(sellerId, query.limit ?? SELLER_PAGE_LISTINGS, query.cursor);
    setPageHeaders(request, response, page);
    return page.items.map(toListingView);
  }

  @Get(':id/reviews')
  @Public()
  @ApiOperation({ summary: 'A seller’s reviews with their answers, newest first; `cursor` from the previous page' })
  @ApiOkResponse({ type: ReviewPageView })
  async reviewPage(
    @Param('id', ParseObjectIdPipe) id: string,
    @Query() query: ReviewPageQueryDto,
  ): Promise<ReviewPageView> {
    const page = await this.reviews.page(await this.activeSeller(id), query.limit, query.cursor);
    return { items: page.items.map(toReviewView), total: page.total, nextCursor: page.nextCursor };
  }

  @Get(':id')
  @Public()
  // Revalidated with its ETag: the render server keeps a seller's page while this answer holds.
  @HttpCache(PUBLIC_REVALIDATED)
  @ApiOperation({
    summary:
      'A seller’s public page: name, verified, member since, rating, reviews with answers (paged), active listings (the newest as cards)',
  })
  @ApiOkResponse({ type: SellerPageView })
  async page(@Param('id', ParseObjectIdPipe) id: string, @Query() query: ReviewPageQueryDto): Promise<SellerPageView> {
    const seller = await this.users.findActive(id);
    if (!seller || seller.role !== 'Seller') throw new NotFoundException('Seller not found');
    const sellerId = seller._id;
    const [rating, reviews, listings] = await Promise.all([
      this.ratings.ratingOf(sellerId),
      this.reviews.page(sellerId, query.limit, query.cursor),
      this.listings.forSalePage(sellerId, SELLER_PAGE_LISTINGS),
    ]);
    return {
      _id: id,
      name: seller.name,
      isVerified: seller.isVerified,
      memberSince: new Date(seller.createdAt).toISOString(),
      rating,
      activeListings: listings.total,
      listings: listings.items.map(toListingView),
      listingsCursor: listings.nextCursor,
      reviews: { items: reviews.items.map(toReviewView), total: reviews.total, nextCursor: reviews.nextCursor },
    };
  }

  /** The id of an active seller's account; 404 for anyone else (a buyer, a closed or suspended account). */
  private async activeSeller(id: string): Promise<Types.ObjectId> {
    const seller = await this.users.findActive(id);
    if (!seller || seller.role !== 'Seller') throw new NotFoundException('Seller not found');
    return new Types.ObjectId(id);
  }
}
