import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../common/roles';
import { ROLES_KEY } from './auth.decorators';
import type { AuthUser } from './auth-user';

/** Enforces @Roles(...) against the role AuthGuard read from the database. Runs after AuthGuard. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>().user;
    if (user?.role && roles.includes(user.role)) return true;
    throw new ForbiddenException(`This call is for: ${roles.join(', ')}`);
  }
}
