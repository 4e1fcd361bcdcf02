import { HttpException, HttpStatus, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectConnection } from '@nestjs/mongoose';
import type { Auth } from 'firebase-admin/auth';
import type { Connection } from 'mongoose';
import { createHash } from 'node:crypto';
import { SharedWindowThrottlerStorage } from '../common/throttling/shared-window.storage';
import type { Env } from '../config/env.validation';
import { InjectFirebaseAuth } from '../firebase/firebase.provider';
import { passwordResetEmail } from '../mail/account-email';
import { MailLinks } from '../mail/mail-links';
import { MailTransport } from '../mail/mail-transport';
import { UsersService } from '../users/users.service';

const HOUR_MS = 3_600_000;
/** How long Firebase keeps a password-reset code valid. */
const CODE_VALID_MINUTES = 60;

/**
 * "Forgot password?": Firebase makes the one-time code, the app's own mailer sends a link to the
 * web app's /reset-password page with it (branded, and caught by the mail catcher in development).
 * The caller learns nothing about the address: the answer is the same and comes before any
 * look-up, and only an active account's address gets a message.
 */
@Injectable()
export class PasswordResetService implements OnModuleDestroy {
  private readonly logger = new Logger(PasswordResetService.name);
  private readonly perAddress: SharedWindowThrottlerStorage;
  private readonly perAddressLimit: number;
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly users: UsersService,
    @InjectFirebaseAuth() private readonly auth: Auth,
    private readonly transport: MailTransport,
    private readonly links: MailLinks,
    @InjectConnection() connection: Connection,
    config: ConfigService<Env, true>,
  ) {
    this.perAddress = new SharedWindowThrottlerStorage(connection);
    this.perAddressLimit = config.get('PASSWORD_RESETS_PER_ADDRESS_PER_HOUR', { infer: true });
  }

  /** Counts the request against the address's hourly limit, then sends in the background. */
  async request(email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    const key = `passwordReset:address:${createHash('sha256').update(address).digest('hex')}`;
    const counted = await this.perAddress.increment(key, HOUR_MS, this.perAddressLimit);
    if (counted.isBlocked)
      throw new HttpException(
        `Too many reset links were asked for this address; try again in ${Math.ceil(counted.timeToBlockExpire / 60)} minutes.`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    const sent = this.send(address)
      .catch((error: unknown) => this.logger.warn(`A password-reset e-mail failed: ${String(error)}`))
      .finally(() => this.sending.delete(sent));
    this.sending.add(sent);
  }

  /** Resolves once every reset asked for so far was sent or dropped (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.sending.size) await Promise.all([...this.sending]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.idle();
  }

  private async send(address: string): Promise<void> {
    const user = await this.users.findActiveByEmail(address);
    if (!user) return;
    if (!this.transport.enabled) {
      this.logger.warn('A password reset was asked for, but e-mail is off (no SMTP_URL, no MAIL_CATCHER)');
      return;
    }
    let firebaseLink: string;
    try {
      firebaseLink = await this.auth.generatePasswordResetLink(address);
    } catch (error) {
      // Registered here but unknown to the identity provider (e.g. a restarted emulator): nothing to reset.
      if ((error as { code?: string }).code === 'auth/email-not-found') return;
      if ((error as { code?: string }).code === 'auth/user-not-found') return;
      throw error;
    }
    // Only the one-time code is taken: the link leads to the app's own page, which completes the
    // reset with the Firebase client SDK (so it works with the emulator and with a real project).
    const code = new URL(firebaseLink).searchParams.get('oobCode');
    if (!code) throw new Error('The identity provider returned a reset link without a code');
    const link = this.links.app(`/reset-password?oobCode=${encodeURIComponent(code)}`);
    await this.transport.send(passwordResetEmail(address, user.name, link, CODE_VALID_MINUTES));
  }
}
