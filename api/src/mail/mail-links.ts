// Links inside e-mails: to the web app, and the unsubscribe link that works without signing in.
// The unsubscribe token is an HMAC of (user, kind) under MAIL_LINK_SECRET: it can switch off that
// one kind of that one user, nothing else, and cannot be forged or altered.
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../config/env.validation';
import { NOTIFICATION_KINDS, type NotificationKind } from '../notifications/notification-kinds';

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

  /** An absolute address of a web-app path. */
  app(path: string): string {
    return `${this.appUrl}${path}`;
  }

  unsubscribe(grant: UnsubscribeGrant): string {
    return `${this.apiUrl}/notifications/unsubscribe?token=${encodeURIComponent(this.token(grant))}`;
  }

  token({ userId, kind }: UnsubscribeGrant): string {
    const payload = `${userId}.${kind}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** The grant a token carries, or null when it is malformed or its signature does not match. */
  verify(token: string): UnsubscribeGrant | null {
    const [userId, kind, signature, ...rest] = token.split('.');
    if (
      rest.length ||
      !/^[0-9a-f]{24}$/.test(userId ?? '') ||
      !NOTIFICATION_KINDS.includes(kind as NotificationKind) ||
      !signature
    )
      return null;
    const expected = Buffer.from(this.sign(`${userId}.${kind}`));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? { userId, kind: kind as NotificationKind }
      : null;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${payload}`).digest('base64url');
  }
}
