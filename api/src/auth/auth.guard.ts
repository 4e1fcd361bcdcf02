import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { UsersService } from '../users/users.service';
import { ALLOW_UNREGISTERED, CHECK_REVOKED, IS_PUBLIC } from './auth.decorators';
import type { AuthUser } from './auth-user';
import { bearerToken } from './bearer-token';
import { VerifiedTokens } from './verified-tokens';
import { InjectFirebaseAuth } from '../firebase/firebase.provider';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global guard: every route needs a verified Firebase ID token unless marked @Public().
 * The role comes from the users collection on each request, so an admin's change applies at once.
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
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedException('Sign-in required: send Authorization: Bearer <Firebase ID token>');

    const decoded = await this.verify(token, this.flag(context, CHECK_REVOKED));
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
    return true;
  }

  private flag(context: ExecutionContext, key: string): boolean {
    return this.reflector.getAllAndOverride<boolean>(key, [context.getHandler(), context.getClass()]) === true;
  }

  private async verify(token: string, checkRevoked: boolean): Promise<DecodedIdToken> {
    const known = checkRevoked ? undefined : this.verified.get(token);
    if (known) return known;
    try {
      const decoded = await this.auth.verifyIdToken(token, checkRevoked);
      this.verified.remember(token, decoded);
      return decoded;
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (code === 'auth/id-token-revoked') throw new UnauthorizedException('This sign-in was revoked: sign in again');
      if (code === 'auth/user-disabled') throw new UnauthorizedException('This account is disabled');
      if (code === 'auth/id-token-expired') throw new UnauthorizedException('The token has expired: sign in again');
      // Anything the provider itself failed at (network, internal) is not the client's fault.
      if (code.startsWith('auth/') && code !== 'auth/internal-error') throw new UnauthorizedException('Invalid token');
      throw error;
    }
  }
}
