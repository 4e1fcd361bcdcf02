// Links inside e-mails: to the web app, and the unsubscribe link that works without signing in.
// The unsubscribe token is an HMAC of (user, kind, expiry) under MAIL_LINK_SECRET: it can switch
// off that one kind of that one user until it expires, nothing else, and cannot be forged or altered.
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../config/env.validation';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notifications/notification-kinds';

/** How long an e-mail's unsubscribe link works; later, the settings page in the app does the same. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

export interface UnsubscribeGrant {
  userId: string;
  kind: NotificationKind;
}

@Injectable()
export class MailLinks {
  private readonly secret: string;
  private readonly appUrl: string;
  private readonly apiUrl: string;

  constructor(config: ConfigService<Env, true>) {
    this.secret = config.get('MAIL_LINK_SECRET', { infer: true });
    this.appUrl = config.get('PUBLIC_APP_URL', { infer: true }).replace(/\/$/, '');
    this.apiUrl = config.get('PUBLIC_API_URL', { infer: true }).replace(/\/$/, '');
  }

  /** An absolute address of a web-app path; anything but a path of this app opens the app's home. */
  app(path: string): string {
    const href = `${this.appUrl}${/^\/(?![/\\])/.test(path) ? path : '/'}`;
    return new URL(href).origin === new URL(this.appUrl).origin ? href : `${this.appUrl}/`;
  }

  unsubscribe(grant: UnsubscribeGrant): string {
    return this.unsubscribeUrl(this.token(grant));
  }

  unsubscribeUrl(token: string): string {
    return `${this.apiUrl}/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  }

  /** user.kind.expiry.signature, the expiry in seconds (base 36), UNSUBSCRIBE_LINK_DAYS after `issuedAt`. */
  token({ userId, kind }: UnsubscribeGrant, issuedAt = new Date()): string {
    const expires = Math.floor(issuedAt.getTime() / 1000 + UNSUBSCRIBE_LINK_DAYS * 86_400).toString(36);
    const payload = `${userId}.${kind}.${expires}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** The grant a token carries; 'expired' past its expiry; null when it is malformed or its signature does not match. */
  verify(token: string, now = new Date()): UnsubscribeGrant | 'expired' | null {
    const [userId, kind, expires, signature, ...rest] = token.split('.');
    if (
      rest.length ||
      !/^[0-9a-f]{24}$/.test(userId ?? '') ||
      !NOTIFICATION_KINDS.includes(kind as NotificationKind) ||
      !/^[0-9a-z]{1,12}$/.test(expires ?? '') ||
      !signature
    )
      return null;
    const expected = Buffer.from(this.sign(`${userId}.${kind}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return parseInt(expires, 36) * 1000 < now.getTime() ? 'expired' : { userId, kind: kind as NotificationKind };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${payload}`).digest('base64url');
  }
}
