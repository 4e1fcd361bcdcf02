import { Injectable, Logger } from '@nestjs/common';
import type { Auth } from 'firebase-admin/auth';
import type { Types } from 'mongoose';
import type { PersonalData } from '../common/personal-data';
import { ConversationPersonalData } from '../conversations/conversation-personal-data';
import { InjectFirebaseAuth } from '../firebase/firebase.provider';
import { accountClosedEmail } from '../mail/account-email';
import { MailLinks } from '../mail/mail-links';
import { MailTransport } from '../mail/mail-transport';
import { NotificationPersonalData } from '../notifications/notification-personal-data';
import { OrderPersonalData } from '../orders/order-personal-data';
import { PaymentPersonalData } from '../payments/payment-personal-data';
import { RecentlyViewedPersonalData } from '../recently-viewed/recently-viewed-personal-data';
import { ReviewPersonalData } from '../reviews/review-personal-data';
import { SavedSearchPersonalData } from '../saved-searches/saved-search-personal-data';
import { SubscriptionPersonalData } from '../subscriptions/subscription-personal-data';
import type { UserRecord } from '../users/schemas/user.schema';
import { UserProfile } from '../users/user-profile.service';
import { WishlistPersonalData } from '../wishlist/wishlist-personal-data';
import { ListingPersonalData } from './listing-personal-data';

/** Who closes an account: its owner (the sign-in account is deleted) or an admin (it stays, disabled). */
export type ClosedBy = 'owner' | 'admin';

/**
 * Everything CarMarket holds about one person, feature by feature, each read or changed through
 * the feature that owns it: the export, a display-name change, and the closure of the account.
 */
@Injectable()
export class AccountDataService {
  private readonly logger = new Logger(AccountDataService.name);
  /** In closure order: bookings end before their cars leave the market; the rest after. */
  private readonly holders: PersonalData[];

  constructor(
    private readonly users: UserProfile,
    private readonly orders: OrderPersonalData,
    private readonly listings: ListingPersonalData,
    payments: PaymentPersonalData,
    conversations: ConversationPersonalData,
    reviews: ReviewPersonalData,
    savedSearches: SavedSearchPersonalData,
    wishlist: WishlistPersonalData,
    recentlyViewed: RecentlyViewedPersonalData,
    notifications: NotificationPersonalData,
    subscriptions: SubscriptionPersonalData,
    @InjectFirebaseAuth() private readonly auth: Auth,
    private readonly transport: MailTransport,
    private readonly links: MailLinks,
  ) {
    this.holders = [
      orders,
      listings,
      payments,
      conversations,
      reviews,
      savedSearches,
      wishlist,
      recentlyViewed,
      notifications,
      subscriptions,
    ];
  }

  /** GET /me/export: the account and every feature's part, as one JSON document. */
  async export(user: UserRecord): Promise<Record<string, unknown>> {
    const parts = await Promise.all(this.holders.map((h) => h.exportOf(user._id, user.email)));
    return {
      exportedAt: new Date().toISOString(),
      account: {
        _id: user._id,
        name: user.name,
        email: user.email,
        phone: user.phone ?? null,
        homeZip: user.homeZip ?? null,
        role: user.role,
        isVerified: user.isVerified,
        createdAt: user.createdAt,
      },
      ...Object.assign({}, ...parts),
    };
  }

  /** The display name changed: everywhere it is shown to someone else. */
  async rename(userId: Types.ObjectId, name: string): Promise<void> {
    for (const holder of this.holders) await holder.rename?.(userId, name);
  }

  /**
   * Closes an account. Every step is idempotent, so a closure interrupted half-way is finished by
   * running it again; the sign-in account goes before the record is disabled, so until the end
   * its owner can still retry.
   */
  async close(user: UserRecord, by: ClosedBy): Promise<{ listingsDeleted: number }> {
    await this.orders.closeFor(user._id);
    const listingsDeleted = await this.listings.closeFor(user._id);
    for (const holder of this.holders.slice(2)) await holder.closeFor(user._id, user.email);
    if (user.uid) await this.closeSignIn(user.uid, by);
    await this.users.close(user._id, { forgetEmail: by === 'owner' });
    await this.tellClosed(user, by);
    return { listingsDeleted };
  }

  /**
   * The owner's sign-in account is deleted. An admin's deletion disables it and ends its sessions
   * instead: the address stays taken, so it cannot sign up again (decision 0014).
   */
  private async closeSignIn(uid: string, by: ClosedBy): Promise<void> {
    try {
      if (by === 'owner') {
        await this.auth.deleteUser(uid);
      } else {
        await this.auth.updateUser(uid, { disabled: true });
        await this.auth.revokeRefreshTokens(uid);
      }
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  }

  /** The confirmation e-mail, to the address the account had; a failure is logged, the closure stands. */
  private async tellClosed(user: UserRecord, by: ClosedBy): Promise<void> {
    if (!this.transport.enabled) return;
    try {
      await this.transport.send(accountClosedEmail(user.email, user.name, by === 'admin', this.links.app('/help')));
    } catch (error) {
      this.logger.warn(`The account-closed e-mail to user ${user._id.toString()} failed: ${String(error)}`);
    }
  }
}
