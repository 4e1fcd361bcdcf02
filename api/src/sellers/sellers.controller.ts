import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Types } from 'mongoose';
import { Public } from '../auth/auth.decorators';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { toListingView } from '../listings/listing.views';
import { ListingQueries } from '../listings/listing-queries.service';
import { ReviewPageQueryDto } from '../reviews/dto/review.dto';
import { toReviewView } from '../reviews/review.views';
import { ReviewsService } from '../reviews/reviews.service';
import { SellerRatings } from '../reviews/seller-ratings';
import { UsersService } from '../users/users.service';
import { SELLER_PAGE_LISTINGS, SellerPageView } from './seller.views';

@ApiTags('sellers')
@Controller('sellers')
export class SellersController {
  constructor(
    private readonly users: UsersService,
    private readonly listings: ListingQueries,
    private readonly reviews: ReviewsService,
    private readonly ratings: SellerRatings,
  ) {}

  @Get(':id')
  @Public()
  @ApiOperation({
    summary:
      'A seller’s public page: name, verified, member since, rating, reviews with answers (paged), active listings (the newest as cards)',
  })
  @ApiOkResponse({ type: SellerPageView })
  async page(@Param('id', ParseObjectIdPipe) id: string, @Query() query: ReviewPageQueryDto): Promise<SellerPageView> {
    const seller = await this.users.findActive(id);
    if (!seller || seller.role !== 'Seller') throw new NotFoundException('Seller not found');
    const sellerId = new Types.ObjectId(id);
    const [rating, reviews, activeListings, listings] = await Promise.all([
      this.ratings.ratingOf(sellerId),
      this.reviews.page(sellerId, query.limit, query.cursor),
      this.listings.countForSale(sellerId),
      this.listings.newestForSale(sellerId, SELLER_PAGE_LISTINGS),
    ]);
    return {
      _id: id,
      name: seller.name,
      isVerified: seller.isVerified,
      memberSince: new Date(seller.createdAt).toISOString(),
      rating,
      activeListings,
      listings: listings.map(toListingView),
      reviews: { items: reviews.items.map(toReviewView), total: reviews.total, nextCursor: reviews.nextCursor },
    };
  }
}
