import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Auth } from 'firebase-admin/auth';
import { refusedCredential } from '../auth/firebase-auth-errors';
import type { Env } from '../config/env.validation';
import { InjectFirebaseAuth } from '../firebase/firebase.provider';
import { UsersService } from '../users/users.service';

export interface StartedSession {
  cookie: string;
  maxAgeSeconds: number;
}

/** Server sessions minted by Firebase from an ID token (`createSessionCookie`), for registered, enabled accounts. */
@Injectable()
export class SessionService {
  private readonly maxAgeSeconds: number;

  constructor(
    @InjectFirebaseAuth() private readonly auth: Auth,
    private readonly users: UsersService,
    config: ConfigService<Env, true>,
  ) {
    this.maxAgeSeconds = config.get('SESSION_DAYS', { infer: true }) * 24 * 60 * 60;
  }

  async start(idToken: string): Promise<StartedSession> {
    // Revocation is asked about: a session outlives the token by days.
    const decoded = await this.auth
      .verifyIdToken(idToken, true)
      .catch((error: unknown) => refusedCredential(error, 'token'));
    const account = await this.users.findByUid(decoded.uid);
    if (account?.disabled) throw new UnauthorizedException('This account is disabled');
    if (!account) throw new ForbiddenException('This account is not registered yet: call POST /users first');
    const cookie = await this.auth
      .createSessionCookie(idToken, { expiresIn: this.maxAgeSeconds * 1000 })
      .catch((error: unknown) => refusedCredential(error, 'token'));
    return { cookie, maxAgeSeconds: this.maxAgeSeconds };
  }
}
