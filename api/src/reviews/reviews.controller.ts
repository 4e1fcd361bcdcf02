import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CheckRevoked, CurrentUser, Roles } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { ReportListingDto } from '../listings/dto/report-listing.dto';
import { AnswerReviewDto, CreateReviewDto, ReviewPageQueryDto } from './dto/review.dto';
import { MyReviewReportView, ReviewReports } from './review-reports.service';
import {
  MyReviewView,
  ReviewPageView,
  ReviewView,
  toMyReviewView,
  toReviewView,
  UnansweredReviewsView,
} from './review.views';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly reports: ReviewReports,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Review the seller of a paid order: 1–5 stars and up to 1000 characters (its buyer, once per order)',
    description:
      '403 without a paid order of the caller’s (whatever the id names); 409 for a second review of the order. The seller is notified.',
  })
  @ApiCreatedResponse({ type: ReviewView })
  async create(@CurrentUser() caller: RegisteredUser, @Body() body: CreateReviewDto): Promise<ReviewView> {
    return toReviewView(await this.reviews.create(caller, body));
  }

  @Put(':id/answer')
  @ApiOperation({ summary: 'The reviewed seller answers a review, once (403 for anyone else, 409 the second time)' })
  @ApiOkResponse({ type: ReviewView })
  async answer(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: AnswerReviewDto,
  ): Promise<ReviewView> {
    return toReviewView(await this.reviews.answer(caller, id, body.text));
  }

  @Put(':id/report')
  @ApiOperation({
    summary:
      'Report a review, saying why (any signed-in member but its writer; once per member: reporting again changes nothing)',
    description:
      'The reasons of a listing report; without a reason the report counts as `other`. 403 for the review’s own writer, 404 for a removed or unknown review, 429 once the caller reported REPORTS_PER_USER_PER_DAY reviews in 24 hours.',
  })
  @ApiOkResponse({ type: MyReviewReportView })
  report(
    @CurrentUser() caller: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ReportListingDto,
  ): Promise<MyReviewReportView> {
    return this.reports.report(id, caller, body);
  }

  @Get('my-reports')
  @ApiOperation({ summary: "The caller's own reports of reviews, newest first: their Report buttons show Reported" })
  @ApiOkResponse({ type: [MyReviewReportView] })
  myReports(@CurrentUser() caller: RegisteredUser): Promise<MyReviewReportView[]> {
    return this.reports.mine(caller);
  }

  @Get('mine')
  @ApiOperation({
    summary:
      "The caller's reviews as a buyer, with their orders, newest first (My Orders: which paid orders still await a review)",
  })
  @ApiOkResponse({ type: [MyReviewView] })
  async mine(@CurrentUser() caller: RegisteredUser): Promise<MyReviewView[]> {
    return (await this.reviews.ofBuyer(caller)).map(toMyReviewView);
  }

  @Get('unanswered')
  @ApiOperation({
    summary:
      "Ids of the caller's reviews (as the reviewed seller) not answered yet: the seller page offers Answer on these; empty for anyone else",
  })
  @ApiOkResponse({ type: UnansweredReviewsView })
  async unanswered(@CurrentUser() caller: RegisteredUser): Promise<UnansweredReviewsView> {
    return { ids: await this.reviews.unansweredOf(caller) };
  }

  @Get()
  @Roles('Admin')
  @ApiOperation({ summary: 'Every shown review, newest first (admins: the reviews section of Reported Items)' })
  @ApiOkResponse({ type: ReviewPageView })
  async list(@Query() query: ReviewPageQueryDto): Promise<ReviewPageView> {
    const page = await this.reviews.page(null, query.limit, query.cursor);
    return { items: page.items.map(toReviewView), total: page.total, nextCursor: page.nextCursor };
  }

  @Delete(':id')
  @Roles('Admin')
  @CheckRevoked()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a review from every page (admins; idempotent)' })
  @ApiNoContentResponse()
  remove(@CurrentUser() caller: RegisteredUser, @Param('id', ParseObjectIdPipe) id: string): Promise<void> {
    return this.reviews.remove(caller, id);
  }
}
