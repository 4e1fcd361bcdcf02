// The 'default' limit: every API call counted per client IP and route, in Fastify's onRequest
// stage, before the router, guards, token check or any database read (a flood of bad
// tokens must cost its sender, not us). Registered after helmet and CORS, so a 429 carries their
// headers like any response. Photos (/photos) count on their own, larger limit, all of them
// together: a gallery is many requests. Not counted: images under /static, the API docs, and
// Stripe's webhook (signed, and sent from a few shared addresses whose bursts must not be refused).
// Counted per process (a Map look-up): a database round trip on every public read would cap the
// API far below its target, and this limit only blunts floods; with N processes a client gets up
// to N times it. The limits that protect something are shared (rate-limit.ts, docs/scaling.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ThrottlerStorageRecord } from './throttler-record';
import { errorBody } from '../http/error-body';
import { FixedWindowThrottlerStorage } from './fixed-window.storage';

const MINUTE_MS = 60_000;
const UNCOUNTED = /^\/(static|docs|webhooks)(\/|-json|$)/;
const PHOTOS = /^\/photos\//;
const TOO_MANY = errorBody(429, 'ThrottlerException: Too Many Requests');

export class ClientRateLimit {
  private readonly storage = new FixedWindowThrottlerStorage();

  constructor(
    readonly limit: number,
    readonly photosLimit: number,
  ) {}

  /** One request from `ip` to the route `method route` (Fastify's route pattern). */
  count(method: string, route: string, ip: string): ThrottlerStorageRecord {
    return this.storage.hit(`default:${method} ${route}:ip:${ip}`, MINUTE_MS, this.limit, MINUTE_MS);
  }

  /** One photo request from `ip`. */
  countPhoto(ip: string): ThrottlerStorageRecord {
    return this.storage.hit(`photos:ip:${ip}`, MINUTE_MS, this.photosLimit, MINUTE_MS);
  }

  /** The hook, as a plugin for every route (Nest's included). */
  plugin() {
    const plugin = async (fastify: FastifyInstance) => {
      // Callback style, no promise: this runs on every request.
      fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        if (UNCOUNTED.test(request.url)) return done();
        const photo = PHOTOS.test(request.url);
        const counted = photo
          ? this.countPhoto(request.ip)
          : this.count(request.method, request.routeOptions.url ?? '(no route)', request.ip);
        if (counted.isBlocked) {
          reply.header('Retry-After', counted.timeToBlockExpire).code(429).send(TOO_MANY);
          return;
        }
        const limit = photo ? this.photosLimit : this.limit;
        reply
          .header('X-RateLimit-Limit', limit)
          .header('X-RateLimit-Remaining', Math.max(0, limit - counted.totalHits))
          .header('X-RateLimit-Reset', counted.timeToExpire);
        done();
      });
    };
    // Not encapsulated (what fastify-plugin does): the hook applies to every route, Nest's included.
    return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  }
}
