import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../common/roles';
import type { UserRecord } from '../users/schemas/user.schema';
import type { AuthUser } from './auth-user';

export const IS_PUBLIC = 'auth:public';
export const ALLOW_UNREGISTERED = 'auth:allowUnregistered';
export const CHECK_REVOKED = 'auth:checkRevoked';
export const ROLES_KEY = 'auth:roles';

/**
 * No token needed. The API docs say so too: their default is the bearer token (app.setup.ts),
 * and `security: []` lifts it here (`summary: undefined` keeps the route's own summary).
 */
export const Public = () =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiOperation({ summary: undefined, security: [] }));

/** A valid token is enough; the account need not be registered yet (registration and role look-up). */
export const AllowUnregistered = () => SetMetadata(ALLOW_UNREGISTERED, true);

/** Also ask Firebase whether the token was revoked (admin, payment and delete calls). */
export const CheckRevoked = () => SetMetadata(CHECK_REVOKED, true);

/** Only callers whose stored role is one of these. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

/** The verified caller (see AuthGuard). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser =>
    ctx.switchToHttp().getRequest<FastifyRequest & { user: AuthUser }>().user,
);

/**
 * The caller's account as the guard read it for this request (the role's one read): a handler that
 * answers with it needs no second read. Only on routes that require a registered account.
 */
export const CurrentAccount = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): UserRecord =>
    ctx.switchToHttp().getRequest<FastifyRequest & { account: UserRecord }>().account,
);
