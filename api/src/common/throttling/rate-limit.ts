// Rate limits: the 'default' limit on every route, counted per client IP before anything else runs
// (client-rate-limit.ts), plus named limits applied per route with
// @RateLimit('registration' | 'booking' | 'payment' | 'message' | 'priceCheck' | 'passwordReset' | 'upload' |
// 'listingEdit' | 'offer'), counted per signed-in account after
// authentication (AccountThrottlerGuard). The named limits count in the database, shared by every
// API process (shared-window.storage.ts); the default one per process (client-rate-limit.ts).
import { ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerModuleOptions } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import type { ConfigService } from '@nestjs/config';
import type { Connection } from 'mongoose';
import type { Env } from '../../config/env.validation';
import { SharedWindowThrottlerStorage } from './shared-window.storage';

export const RATE_LIMITS = [
  'registration',
  'booking',
  'payment',
  'message',
  'priceCheck',
  'passwordReset',
  'upload',
  'listingEdit',
  'offer',
] as const;
/** Limits counted per account across every route that applies them (not per route). */
const ACROSS_ROUTES: ReadonlySet<string> = new Set<RateLimitName>(['upload', 'offer']);
export type RateLimitName = (typeof RATE_LIMITS)[number];

const RATE_LIMIT_KEY = 'rateLimit:name';
/** How a 429's message names what was counted. */
const EXPLAINED: Partial<Record<RateLimitName, string>> = { listingEdit: 'listing edits', offer: 'offers' };
const MINUTE_MS = 60_000;
const reflector = new Reflector();

/** Apply the named limit (on top of the default one) to a route. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT_KEY, name);

function routeLimit(context: ExecutionContext): RateLimitName | undefined {
  return reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT_KEY, [
    context.getHandler(),
    context.getClass(),
  ]);
}

export function throttlerOptions(config: ConfigService<Env, true>, connection: Connection): ThrottlerModuleOptions {
  const perMinute: Record<RateLimitName, number> = {
    registration: config.get('RATE_LIMIT_REGISTRATION_PER_MINUTE', { infer: true }),
    booking: config.get('RATE_LIMIT_BOOKING_PER_MINUTE', { infer: true }),
    payment: config.get('RATE_LIMIT_PAYMENT_PER_MINUTE', { infer: true }),
    message: config.get('RATE_LIMIT_MESSAGE_PER_MINUTE', { infer: true }),
    priceCheck: config.get('RATE_LIMIT_PRICE_CHECK_PER_MINUTE', { infer: true }),
    passwordReset: config.get('RATE_LIMIT_PASSWORD_RESET_PER_MINUTE', { infer: true }),
    upload: config.get('RATE_LIMIT_UPLOAD_PER_MINUTE', { infer: true }),
    listingEdit: config.get('RATE_LIMIT_LISTING_EDIT_PER_MINUTE', { infer: true }),
    offer: config.get('RATE_LIMIT_OFFER_PER_MINUTE', { infer: true }),
  };
  return {
    storage: new SharedWindowThrottlerStorage(connection),
    throttlers: RATE_LIMITS.map((name) => ({
      name,
      ttl: MINUTE_MS,
      limit: perMinute[name],
      skipIf: (context: ExecutionContext) => routeLimit(context) !== name,
    })),
  };
}

/** The named limits, per account AuthGuard identified (it runs first), otherwise per client IP. */
@Injectable()
export class AccountThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(request: { user?: { uid?: string }; ip?: string }): Promise<string> {
    const uid: string | undefined = request.user?.uid;
    return uid ? `uid:${uid}` : `ip:${request.ip}`;
  }

  /** Per route and client, as the library's own key, without its SHA-256 per request. */
  protected override generateKey(context: ExecutionContext, tracker: string, name: string): string {
    if (ACROSS_ROUTES.has(name)) return `${name}:${tracker}`;
    return `${name}:${context.getClass().name}.${context.getHandler().name}:${tracker}`;
  }

  /** What the 429 says, for the limits a person meets in normal use (the others keep the library's). */
  protected override async getErrorMessage(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<string> {
    const what = EXPLAINED[routeLimit(context) as RateLimitName];
    if (!what) return super.getErrorMessage(context, detail);
    return `You can make at most ${detail.limit} ${what} a minute; try again in ${detail.timeToBlockExpire} s.`;
  }

  /** Named limits only get Retry-After-<name>; clients look for the standard header. */
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(detail.timeToBlockExpire));
    return super.throwThrottlingException(context, detail);
  }
}
