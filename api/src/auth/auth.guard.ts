import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { UsersService } from '../users/users.service';
import type { UserRecord } from '../users/schemas/user.schema';
import { ALLOW_UNREGISTERED, CHECK_REVOKED, IS_PUBLIC } from './auth.decorators';
import type { AuthUser } from './auth-user';
import { bearerToken } from './bearer-token';
import { refusedCredential } from './firebase-auth-errors';
import { sessionCookieOf } from '../session/session-cookie';
import { VerifiedTokens } from './verified-tokens';
import { InjectFirebaseAuth } from '../firebase/firebase.provider';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global guard: every route needs a verified Firebase ID token unless marked @Public().
 * The role comes from the users collection on each request, so an admin's change applies at once.
 * A read (GET, HEAD) may instead carry the server session's cookie (the web app's server drawing a
 * signed-in page); a change never may, so a cross-site form or image carrying the cookie changes nothing.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly verified = new VerifiedTokens();

  constructor(
    private readonly reflector: Reflector,
    @InjectFirebaseAuth() private readonly auth: Auth,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.flag(context, IS_PUBLIC)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser; account?: UserRecord }>();
    const token = bearerToken(request.headers.authorization);
    const session = !token && READS.has(request.method) ? sessionCookieOf(request.headers.cookie) : null;
    if (!token && !session) {
      throw new UnauthorizedException('Sign-in required: send Authorization: Bearer <Firebase ID token>');
    }

    const checkRevoked = this.flag(context, CHECK_REVOKED);
    const decoded = token
      ? await this.verify(token, checkRevoked, () => this.auth.verifyIdToken(token, checkRevoked), 'token')
      : await this.verify(
          session!,
          checkRevoked,
          () => this.auth.verifySessionCookie(session!, checkRevoked),
          'session',
        );
    const account = await this.users.findByUid(decoded.uid);
    if (account?.disabled) throw new UnauthorizedException('This account is disabled');
    const mayRegister = this.flag(context, ALLOW_UNREGISTERED);
    if (!account && !mayRegister) {
      throw new ForbiddenException('This account is not registered yet: call POST /users first');
    }
    // A suspended account still signs in and reads (its notice says why); it changes nothing.
    if (account?.suspension && !mayRegister && !READS.has(request.method)) {
      throw new ForbiddenException(`This account is suspended: ${account.suspension.reason}`);
    }
    request.user = {
      uid: decoded.uid,
      email: decoded.email?.toLowerCase() ?? null,
      emailVerified: decoded.email_verified === true,
      // The account's name (editable in Settings) over the token's, which only says what it was at sign-up.
      name: account?.name ?? (decoded.name as string | undefined) ?? null,
      role: account?.role ?? null,
      userId: account?._id.toString() ?? null,
      authTime: decoded.auth_time,
    };
    // The record just read, for a handler that answers with the caller's own account (GET /me).
    if (account) request.account = account;
    return true;
  }

  private flag(context: ExecutionContext, key: string): boolean {
    return this.reflector.getAllAndOverride<boolean>(key, [context.getHandler(), context.getClass()]) === true;
  }

  /** A credential's claims; ones already checked are remembered until they expire, unless revocation is asked about. */
  private async verify(
    credential: string,
    checkRevoked: boolean,
    check: () => Promise<DecodedIdToken>,
    what: 'token' | 'session',
  ): Promise<DecodedIdToken> {
    const known = checkRevoked ? undefined : this.verified.get(credential);
    if (known) return known;
    const decoded = await check().catch((error: unknown) => refusedCredential(error, what));
    this.verified.remember(credential, decoded);
    return decoded;
  }
}
