// Rate limits: one 'default' limit on every route, counted per client IP before anything else runs
// (a flood of bad tokens is refused before any token check or database read), plus named limits
// applied per route with @RateLimit('registration' | 'booking' | 'payment'), counted per signed-in
// account after authentication.
import { ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { ThrottlerRequest } from '@nestjs/throttler/dist/throttler.guard.interface';
import type { FastifyReply } from 'fastify';
import type { ConfigService } from '@nestjs/config';
import type { Env } from '../../config/env.validation';
import { FixedWindowThrottlerStorage } from './fixed-window.storage';

export const RATE_LIMITS = ['registration', 'booking', 'payment'] as const;
export type RateLimitName = (typeof RATE_LIMITS)[number];

const DEFAULT_LIMIT = 'default';
const RATE_LIMIT_KEY = 'rateLimit:name';
const MINUTE_MS = 60_000;
const reflector = new Reflector();

/** Apply the named limit (on top of the default one) to a route. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT_KEY, name);

function routeLimit(context: ExecutionContext): RateLimitName | undefined {
  return reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT_KEY, [context.getHandler(), context.getClass()]);
}

export function throttlerOptions(config: ConfigService<Env, true>): ThrottlerModuleOptions {
  const perMinute: Record<RateLimitName, number> = {
    registration: config.get('RATE_LIMIT_REGISTRATION_PER_MINUTE', { infer: true }),
    booking: config.get('RATE_LIMIT_BOOKING_PER_MINUTE', { infer: true }),
    payment: config.get('RATE_LIMIT_PAYMENT_PER_MINUTE', { infer: true }),
  };
  return {
    storage: new FixedWindowThrottlerStorage(),
    throttlers: [
      { name: DEFAULT_LIMIT, ttl: MINUTE_MS, limit: config.get('RATE_LIMIT_PER_MINUTE', { infer: true }) },
      ...RATE_LIMITS.map((name) => ({
        name,
        ttl: MINUTE_MS,
        limit: perMinute[name],
        skipIf: (context: ExecutionContext) => routeLimit(context) !== name,
      })),
    ],
  };
}

/** What both guards share: the 429's Retry-After, and a key built without hashing. */
abstract class CountingGuard extends ThrottlerGuard {
  /** Which of the limits this guard counts. */
  protected abstract counts(limit: string): boolean;

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    return this.counts(request.throttler.name ?? DEFAULT_LIMIT) ? super.handleRequest(request) : Promise.resolve(true);
  }

  /** Per route and client, as the library's own key, without its SHA-256 per request. */
  protected override generateKey(context: ExecutionContext, tracker: string, name: string): string {
    return `${name}:${context.getClass().name}.${context.getHandler().name}:${tracker}`;
  }

  /** Named limits only get Retry-After-<name>; clients look for the standard header. */
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(detail.timeToBlockExpire));
    return super.throwThrottlingException(context, detail);
  }
}

/** Runs first: the default limit per client IP, before the token is looked at. */
@Injectable()
export class ClientThrottlerGuard extends CountingGuard {
  protected counts(limit: string): boolean {
    return limit === DEFAULT_LIMIT;
  }

  protected override async getTracker(request: Record<string, any>): Promise<string> {
    return `ip:${request.ip}`;
  }
}

/** Runs after AuthGuard: the named limits per account it identified, otherwise per client IP. */
@Injectable()
export class AccountThrottlerGuard extends CountingGuard {
  protected counts(limit: string): boolean {
    return limit !== DEFAULT_LIMIT;
  }

  protected override async getTracker(request: Record<string, any>): Promise<string> {
    const uid: string | undefined = request.user?.uid;
    return uid ? `uid:${uid}` : `ip:${request.ip}`;
  }
}
