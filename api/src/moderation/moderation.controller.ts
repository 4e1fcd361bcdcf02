import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  type AuditAction,
  type AuditEntryRecord,
  type AuditTarget,
} from '../audit/audit-entry.schema';
import { AuditLog } from '../audit/audit-log';
import { CheckRevoked, CurrentUser, Roles } from '../auth/auth.decorators';
import type { RegisteredUser } from '../auth/auth-user';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { ListingReports, ListingReportView } from '../listings/listing-reports.service';
import { OwnerListingView, toOwnerListingView } from '../listings/listing.views';
import { ReviewPageQueryDto } from '../reviews/dto/review.dto';
import { ReportedReviewPageView, ReviewReports } from '../reviews/review-reports.service';
import { ReviewView, toReviewView } from '../reviews/review.views';
import { toUserView, UserView } from '../users/user.view';
import { AuditQueryDto, ModerationNoteDto, ModerationReasonDto } from './dto/moderation.dto';
import { ModerationService } from './moderation.service';

export class SuspendedSellerView extends UserView {
  @ApiProperty({ description: 'How many of their cars left the market (a car held by a booking stays)' })
  listingsWithdrawn: number;
}

export class AuditEntryView {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction' }) action: AuditAction;
  @ApiProperty() adminId: string;
  @ApiProperty({ description: "The admin's name at the time" }) adminName: string;
  @ApiProperty({ enum: AUDIT_TARGETS, enumName: 'AuditTarget' }) targetKind: AuditTarget;
  @ApiProperty() targetId: string;
  @ApiProperty({ description: 'What the target was called at the time' }) targetLabel: string;
  @ApiPropertyOptional({ description: "The admin's reason or note (plain text)" }) note?: string;
  @ApiProperty({ description: 'ISO date-time' }) at: string;
}

export class AuditPageView {
  @ApiProperty({ type: [AuditEntryView], description: 'Newest first' }) items: AuditEntryView[];
  @ApiProperty() total: number;
  @ApiPropertyOptional({ type: String, nullable: true }) nextCursor: string | null;
}

const toAuditEntryView = (e: AuditEntryRecord): AuditEntryView => ({
  _id: e._id.toString(),
  action: e.action,
  adminId: e.admin.toString(),
  adminName: e.adminName,
  targetKind: e.targetKind,
  targetId: e.targetId.toString(),
  targetLabel: e.targetLabel,
  ...(e.note && { note: e.note }),
  at: e.createdAt.toISOString(),
});

/** The moderation queue's actions and the audit log: admins only, with a token not revoked. */
@ApiTags('moderation')
@Roles('Admin')
@CheckRevoked()
@Controller('moderation')
export class ModerationController {
  constructor(
    private readonly moderation: ModerationService,
    private readonly reports: ListingReports,
    private readonly reviewReports: ReviewReports,
    private readonly audit: AuditLog,
  ) {}

  @Get('listings/:id/reports')
  @ApiOperation({ summary: "A listing's open reports, newest first: reason, text, reporter and when" })
  @ApiOkResponse({ type: [ListingReportView] })
  listingReports(@Param('id', ParseObjectIdPipe) id: string): Promise<ListingReportView[]> {
    return this.reports.openReportsOf(id);
  }

  @Post('listings/:id/dismiss')
  @HttpCode(200)
  @ApiOperation({ summary: "Dismiss a listing's reports: the car stays on the market and leaves the queue" })
  @ApiOkResponse({ type: OwnerListingView })
  async dismissListing(
    @CurrentUser() admin: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ModerationNoteDto,
  ): Promise<OwnerListingView> {
    return toOwnerListingView(await this.moderation.dismissListingReports(id, admin, body.note));
  }

  @Get('reviews')
  @ApiOperation({
    summary:
      'Reported reviews (open reports), the one reported last first, each with its reports newest first: reason, text, reporter and when',
  })
  @ApiOkResponse({ type: ReportedReviewPageView })
  reportedReviews(@Query() query: ReviewPageQueryDto): Promise<ReportedReviewPageView> {
    return this.reviewReports.reported(query.limit ?? 20, query.cursor);
  }

  @Post('reviews/:id/dismiss')
  @HttpCode(200)
  @ApiOperation({ summary: "Dismiss a review's reports: it stays on the seller's page and leaves the queue" })
  @ApiOkResponse({ type: ReviewView })
  async dismissReview(
    @CurrentUser() admin: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ModerationNoteDto,
  ): Promise<ReviewView> {
    return toReviewView(await this.moderation.dismissReviewReports(id, admin, body.note));
  }

  @Post('conversations/:id/dismiss')
  @HttpCode(204)
  @ApiOperation({ summary: "Dismiss a conversation's report: it leaves the queue and admins no longer read it" })
  async dismissConversation(
    @CurrentUser() admin: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ModerationNoteDto,
  ): Promise<void> {
    await this.moderation.dismissConversationReport(id, admin, body.note);
  }

  @Post('sellers/:id/warn')
  @HttpCode(200)
  @ApiOperation({ summary: 'Warn a seller: they are told the reason (notification and e-mail)' })
  @ApiOkResponse({ type: UserView })
  async warn(
    @CurrentUser() admin: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ModerationReasonDto,
  ): Promise<UserView> {
    return toUserView(await this.moderation.warnSeller(id, admin, body.reason));
  }

  @Post('sellers/:id/suspend')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Suspend a seller: their cars leave the market, every call of theirs that changes something is refused (403) and they are told why; 409 when suspended already',
  })
  @ApiOkResponse({ type: SuspendedSellerView })
  async suspend(
    @CurrentUser() admin: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ModerationReasonDto,
  ): Promise<SuspendedSellerView> {
    const { seller, listingsWithdrawn } = await this.moderation.suspendSeller(id, admin, body.reason);
    return { ...toUserView(seller), listingsWithdrawn };
  }

  @Post('sellers/:id/reinstate')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Lift a seller's suspension: they may change things again and are told so; their withdrawn cars stay off the market until they relist them; 409 when not suspended",
  })
  @ApiOkResponse({ type: UserView })
  async reinstate(
    @CurrentUser() admin: RegisteredUser,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: ModerationNoteDto,
  ): Promise<UserView> {
    return toUserView(await this.moderation.reinstateSeller(id, admin, body.note));
  }

  @Get('audit')
  @ApiOperation({ summary: 'Every admin action, newest first: who did what to what, why and when' })
  @ApiOkResponse({ type: AuditPageView })
  async auditLog(@Query() query: AuditQueryDto): Promise<AuditPageView> {
    const page = await this.audit.page(query.limit ?? 50, query.cursor);
    return { items: page.items.map(toAuditEntryView), total: page.total, nextCursor: page.nextCursor };
  }
}
