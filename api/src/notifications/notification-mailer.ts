import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Auth } from 'firebase-admin/auth';
import type { Model } from 'mongoose';
import { BackgroundRun } from '../common/background/background-run';
import { InjectFirebaseAuth } from '../firebase/firebase.provider';
import { MailLinks } from '../mail/mail-links';
import { MailTransport } from '../mail/mail-transport';
import { notificationEmail } from '../mail/notification-email';
import { UsersService } from '../users/users.service';
import { NotificationSettingsService } from './notification-settings.service';
import { Notification, type NotificationRecord } from './schemas/notification.schema';

/** A claim older than this is taken to be from a process that died while sending. */
const STALE_CLAIM_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
/** Waits after the 1st, 2nd… failed attempt. */
const RETRY_AFTER_MS = [30_000, 120_000, 600_000, 3_600_000];
const SWEEP_MS = 60_000;

/**
 * E-mails notifications whose mail state is pending. The notifications collection is the queue:
 * a sender claims one (pending → sending) with a conditional update, so several API processes
 * never send the same one twice, and a claim left by a crash is retaken after STALE_CLAIM_MS.
 * SMTP has no exactly-once: a crash between the server's acceptance and the "sent" mark sends again.
 */
@Injectable()
export class NotificationMailer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(NotificationMailer.name);
  private readonly sending = new BackgroundRun(
    () => this.sendDue(),
    (error) => this.logger.warn(`Sending notification e-mail failed: ${String(error)}`),
  );
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectModel(Notification.name) private readonly notifications: Model<Notification>,
    private readonly transport: MailTransport,
    private readonly links: MailLinks,
    private readonly users: UsersService,
    private readonly settings: NotificationSettingsService,
    @InjectFirebaseAuth() private readonly auth: Auth,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.transport.enabled) return;
    this.sendSoon();
    this.timer = setInterval(() => this.sendSoon(), SWEEP_MS);
    this.timer.unref();
  }

  /** Lets a run in progress finish its current message before the database connection closes. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.sending.idle();
  }

  /** Starts sending in the background (one run at a time per process); resolves when that run ends. */
  sendSoon(): Promise<void> {
    if (!this.transport.enabled) return Promise.resolve();
    return this.sending.start();
  }

  private async sendDue(): Promise<void> {
    for (let claimed = await this.claim(); claimed; claimed = await this.claim()) await this.sendOne(claimed);
  }

  private claim(): Promise<NotificationRecord | null> {
    const now = new Date();
    return this.notifications
      .findOneAndUpdate(
        {
          $or: [
            { mail: 'pending', mailAt: { $lte: now } },
            { mail: 'sending', mailAt: { $lte: new Date(now.getTime() - STALE_CLAIM_MS) } },
          ],
        },
        { $set: { mail: 'sending', mailAt: now }, $inc: { mailAttempts: 1 } },
        { returnDocument: 'after', sort: { mailAt: 1 } },
      )
      .lean<NotificationRecord>()
      .exec();
  }

  private async sendOne(n: NotificationRecord): Promise<void> {
    const recipient = await this.users.findActive(n.recipient.toString());
    if (!recipient || !(await this.settings.wantsEmail(n.recipient, n.kind))) {
      await this.settle(n, 'off');
      return;
    }
    try {
      // CarMarket mails only an address its owner has proven (the notice stays in the app).
      if (!(await this.verifiedAddress(recipient.uid))) {
        await this.settle(n, 'unverified');
        return;
      }
      await this.transport.send(
        notificationEmail({
          to: recipient.email,
          recipientName: recipient.name,
          kind: n.kind,
          title: n.title,
          body: n.body,
          link: this.links.app(n.link),
          unsubscribe: this.links.unsubscribe({ userId: n.recipient.toString(), kind: n.kind }),
        }),
      );
      await this.settle(n, 'sent');
    } catch (error) {
      this.logger.warn(`E-mail for notification ${n._id} failed (attempt ${n.mailAttempts}): ${String(error)}`);
      if (n.mailAttempts >= MAX_ATTEMPTS) await this.settle(n, 'failed');
      else await this.settle(n, 'pending', new Date(Date.now() + RETRY_AFTER_MS[n.mailAttempts - 1]));
    }
  }

  /** Whether the sign-in account's address is verified, as Firebase holds it now (not as an older token said). */
  private async verifiedAddress(uid: string | undefined): Promise<boolean> {
    if (!uid) return false;
    try {
      return (await this.auth.getUser(uid)).emailVerified;
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return false;
      throw error; // the provider is unreachable: the attempt fails and is retried
    }
  }

  /** Only the holder of the claim settles it (a stale claim retaken meanwhile is left alone). */
  private async settle(
    n: NotificationRecord,
    mail: 'sent' | 'off' | 'unverified' | 'failed' | 'pending',
    mailAt?: Date,
  ): Promise<void> {
    await this.notifications
      .updateOne({ _id: n._id, mail: 'sending', mailAt: n.mailAt }, { $set: { mail, ...(mailAt && { mailAt }) } })
      .exec();
  }
}
