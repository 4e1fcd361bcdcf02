// The 'default' limit: every API call counted per client IP and route, in Fastify's onRequest
// stage, before the router, guards, token check or any database read (a flood of bad
// tokens must cost its sender, not us). Registered after helmet and CORS, so a 429 carries their
// headers like any response. Not counted: images under /static and /photos, the API docs, and Stripe's
// webhook (signed, and sent from a few shared addresses whose bursts must not be refused).
// Counted per process (a Map look-up): a database round trip on every public read would cap the
// API far below its target, and this limit only blunts floods; with N processes a client gets up
// to N times it. The limits that protect something are shared (rate-limit.ts, docs/scaling.md).
// GET /categories's fast path (categories.fast-path.ts) counts through the same ClientRateLimit.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ThrottlerStorageRecord } from './throttler-record';
import { errorBody } from '../http/error-body';
import { FixedWindowThrottlerStorage } from './fixed-window.storage';

const MINUTE_MS = 60_000;
const UNCOUNTED = /^\/(static|photos|docs|webhooks)(\/|-json|$)/;
const TOO_MANY = errorBody(429, 'ThrottlerException: Too Many Requests');
/** A request the fast path counted already and handed over (to be refused here): not counted twice. */
const COUNTED = Symbol('counted by the client rate limit');

type CountedRequest = IncomingMessage & { [COUNTED]?: ThrottlerStorageRecord };

export class ClientRateLimit {
  private readonly storage = new FixedWindowThrottlerStorage();

  constructor(readonly limit: number) {}

  /** One request from `ip` to the route `method route` (Fastify's route pattern). */
  count(method: string, route: string, ip: string): ThrottlerStorageRecord {
    return this.storage.hit(`default:${method} ${route}:ip:${ip}`, MINUTE_MS, this.limit, MINUTE_MS);
  }

  /** Leaves a count on the request, for a request handed on to the hook below after counting. */
  static markCounted(raw: IncomingMessage, counted: ThrottlerStorageRecord): void {
    (raw as CountedRequest)[COUNTED] = counted;
  }

  /** The hook, as a plugin for every route (Nest's included). */
  plugin() {
    const plugin = async (fastify: FastifyInstance) => {
      // Callback style, no promise: this runs on every request.
      fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        if (UNCOUNTED.test(request.url)) return done();
        const counted =
          (request.raw as CountedRequest)[COUNTED] ??
          this.count(request.method, request.routeOptions.url ?? '(no route)', request.ip);
        if (counted.isBlocked) {
          reply.header('Retry-After', counted.timeToBlockExpire).code(429).send(TOO_MANY);
          return;
        }
        reply
          .header('X-RateLimit-Limit', this.limit)
          .header('X-RateLimit-Remaining', Math.max(0, this.limit - counted.totalHits))
          .header('X-RateLimit-Reset', counted.timeToExpire);
        done();
      });
    };
    // Not encapsulated (what fastify-plugin does): the hook applies to every route, Nest's included.
    return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  }
}
