// What an admin does with a report: dismiss it, warn or suspend the seller. Each action is
// written to the audit log once it succeeded; the seller hears of a warning or a suspension
// through their user document's outbox (the notification and its e-mail).
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AuditLog } from '../audit/audit-log';
import type { RegisteredUser } from '../auth/auth-user';
import { APP_ROUTES } from '../common/app-routes';
import { ConversationReports } from '../conversations/conversation-reports.service';
import { ListingReports } from '../listings/listing-reports.service';
import { ListingsService } from '../listings/listings.service';
import type { ListingRecord } from '../listings/schemas/listing.schema';
import { outboxEntries } from '../notifications/outbox';
import { OutboxDispatcher } from '../notifications/outbox-dispatcher';
import { ReviewReports } from '../reviews/review-reports.service';
import { reviewTarget } from '../reviews/reviews.service';
import type { ReviewRecord } from '../reviews/schemas/review.schema';
import type { UserRecord } from '../users/schemas/user.schema';
import { UserStanding } from '../users/user-standing.service';
import { UsersService } from '../users/users.service';

const carOf = (l: ListingRecord) => `${l.brand} ${l.name} of ${l.sellerName}`;

@Injectable()
export class ModerationService {
  constructor(
    private readonly reports: ListingReports,
    private readonly listings: ListingsService,
    private readonly conversations: ConversationReports,
    private readonly reviews: ReviewReports,
    private readonly users: UsersService,
    private readonly standing: UserStanding,
    private readonly outbox: OutboxDispatcher,
    private readonly audit: AuditLog,
  ) {}

  async dismissListingReports(id: string, admin: RegisteredUser, note?: string): Promise<ListingRecord> {
    const listing = await this.reports.dismiss(id);
    await this.audit.record(admin, {
      action: 'reports-dismissed',
      target: { kind: 'listing', id: listing._id, label: carOf(listing) },
      note,
    });
    return listing;
  }

  async dismissReviewReports(id: string, admin: RegisteredUser, note?: string): Promise<ReviewRecord> {
    const review = await this.reviews.dismiss(id);
    await this.audit.record(admin, { action: 'review-reports-dismissed', target: reviewTarget(review), note });
    return review;
  }

  async dismissConversationReport(id: string, admin: RegisteredUser, note?: string): Promise<void> {
    const conversation = await this.conversations.dismissReport(id);
    if (!conversation) throw new NotFoundException('This conversation has no open report');
    await this.audit.record(admin, {
      action: 'conversation-dismissed',
      target: {
        kind: 'conversation',
        id: conversation._id,
        label: `${conversation.buyerName} and ${conversation.sellerName} about the ${conversation.brand} ${conversation.carName}`,
      },
      note,
    });
  }

  /** The seller is told, as written; the account changes in no other way. */
  async warnSeller(id: string, admin: RegisteredUser, reason: string): Promise<UserRecord> {
    const seller = await this.seller(id);
    const told = outboxEntries('account-moderated', [seller._id], {
      title: 'A warning from the CarMarket moderators',
      body: `${reason} Another report of this kind may suspend your account.`,
      link: APP_ROUTES.myProducts(),
    });
    if (!(await this.standing.tell(seller._id, told))) throw new NotFoundException('User not found');
    await this.outbox.afterWrite(this.standing.outboxSource, seller._id);
    await this.audit.record(admin, {
      action: 'seller-warned',
      target: { kind: 'user', id: seller._id, label: seller.name },
      note: reason,
    });
    return seller;
  }

  /**
   * The seller's cars leave the market (a held one stays for its buyer), their calls that change
   * anything are refused (AuthGuard) and they are told why. 409 when already suspended.
   */
  async suspendSeller(
    id: string,
    admin: RegisteredUser,
    reason: string,
  ): Promise<{ seller: UserRecord; listingsWithdrawn: number }> {
    const seller = await this.seller(id);
    const told = outboxEntries('account-moderated', [seller._id], {
      title: 'Your seller account is suspended',
      body: `${reason} Your cars are off the market and you cannot add or change any. Reply to this e-mail to appeal.`,
      link: APP_ROUTES.myProducts(),
    });
    const suspended = await this.standing.suspend(seller._id, reason, told);
    if (!suspended) throw new ConflictException('This account is suspended already');
    const listingsWithdrawn = await this.listings.withdrawAllOf(seller._id);
    await this.outbox.afterWrite(this.standing.outboxSource, seller._id);
    await this.audit.record(admin, {
      action: 'seller-suspended',
      target: { kind: 'user', id: seller._id, label: seller.name },
      note: reason,
    });
    return { seller: suspended, listingsWithdrawn };
  }

  /**
   * The seller may change things again and is told so. Their withdrawn cars stay off the market
   * until they relist each one: what was on sale then may be sold or wrong now. 409 when not suspended.
   */
  async reinstateSeller(id: string, admin: RegisteredUser, note?: string): Promise<UserRecord> {
    const seller = await this.seller(id);
    const told = outboxEntries('account-moderated', [seller._id], {
      title: 'Your seller account is active again',
      body: `${note ? `${note} ` : ''}You can add and change cars again. Your cars stay off the market until you relist them in My Products.`,
      link: APP_ROUTES.myProducts(),
    });
    const reinstated = await this.standing.reinstate(seller._id, told);
    if (!reinstated) throw new ConflictException('This account is not suspended');
    await this.outbox.afterWrite(this.standing.outboxSource, seller._id);
    await this.audit.record(admin, {
      action: 'seller-reinstated',
      target: { kind: 'user', id: seller._id, label: seller.name },
      note,
    });
    return reinstated;
  }

  /** The active seller account `id` (404 otherwise; 409 for another role). */
  private async seller(id: string): Promise<UserRecord> {
    const user = await this.users.findActive(id);
    if (!user) throw new NotFoundException('User not found');
    if (user.role !== 'Seller') throw new ConflictException(`This account is a ${user.role}, not a Seller`);
    return user;
  }
}
