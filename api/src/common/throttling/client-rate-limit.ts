// The 'default' limit: every API call counted per client IP and route, in Fastify's onRequest
// stage, before the router, guards, token check or any database read (issue 15: a flood of bad
// tokens must cost its sender, not us). Registered after helmet and CORS, so a 429 carries their
// headers like any response. Not counted: images under /static and /photos, the API docs, and Stripe's
// webhook (signed, and sent from a few shared addresses whose bursts must not be refused).
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/error-body';

const MINUTE_MS = 60_000;
const UNCOUNTED = /^\/(static|photos|docs|webhooks)(\/|-json|$)/;
const TOO_MANY = errorBody(429, 'ThrottlerException: Too Many Requests');

export function clientRateLimit(storage: ThrottlerStorage, limit: number) {
  const plugin = async (fastify: FastifyInstance) => {
    fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (UNCOUNTED.test(request.url)) return;
      const key = `default:${request.method} ${request.routeOptions.url ?? '(no route)'}:ip:${request.ip}`;
      const counted = await storage.increment(key, MINUTE_MS, limit, MINUTE_MS, 'default');
      if (counted.isBlocked) {
        return reply.header('Retry-After', counted.timeToBlockExpire).code(429).send(TOO_MANY);
      }
      reply
        .header('X-RateLimit-Limit', limit)
        .header('X-RateLimit-Remaining', Math.max(0, limit - counted.totalHits))
        .header('X-RateLimit-Reset', counted.timeToExpire);
    });
  };
  // Not encapsulated (what fastify-plugin does): the hook applies to every route, Nest's included.
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
