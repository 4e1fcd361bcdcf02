// GET /categories answered by the HTTP server itself, before Fastify, from the in-memory list
// (decision 0033). The list is public and the same for everyone, so the answer depends only on
// the request's Origin, If-None-Match and X-Request-Id: the headers are laid out once per
// allowed/other origin, and a request costs a Map count, a few slots filled in and one writeHead
// instead of Fastify's request and reply, its router, every hook and ~20 header calls.
// It gives exactly the pipeline's answer (test/categories-fast-path.spec.ts compares the bytes):
// the same helmet headers, CORS answer, X-Request-Id, rate-limit count and headers, ETag/304 and
// request log line. Anything else goes to the pipeline untouched: other methods and paths (HEAD,
// OPTIONS preflights, a query string), a list older than CategoriesService.current() allows (the
// Nest route reloads it), a client over its limit (the limit's hook answers 429, without counting
// it again) and a server that is closing (Fastify then answers with Connection: close).
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { logRequest, requestId } from '../common/logging/request-log';
import { ClientRateLimit } from '../common/throttling/client-rate-limit';
import { CACHE_CONTROL, isNotModified } from './categories.controller';
import type { CategoriesService } from './categories.service';

const PATH = '/categories';
const JSON_TYPE = 'application/json; charset=utf-8';

export interface CategoriesFastPathParts {
  categories: CategoriesService;
  /** What every response carries from securityHeaders(). */
  securityHeaders: Record<string, string>;
  /** The origins and exposed headers given to enableCors (no '*': the fast path is off then). */
  cors: { origins: string[]; exposedHeaders: string[] };
  rateLimit: ClientRateLimit;
  logger: Logger;
  /** TRUST_PROXY: the proxy hops whose X-Forwarded-For is believed, as Fastify's trustProxy. */
  trustProxy: number;
}

/**
 * A response's header names and values, in the order the pipeline writes them (Nest's adapter
 * copies the CORS headers to the raw response first), with the per-request slots left empty.
 */
function layout(parts: CategoriesFastPathParts, allowedOrigin: boolean, notModified: boolean) {
  const cors = allowedOrigin ? ['vary', 'Origin', 'access-control-allow-origin', ''] : ['vary', 'Origin'];
  const headers = [
    ...cors,
    'access-control-expose-headers',
    parts.cors.exposedHeaders.join(', '),
    'x-request-id',
    '',
    ...Object.entries(parts.securityHeaders).flatMap(([name, value]) => [name.toLowerCase(), value]),
    'x-ratelimit-limit',
    String(parts.rateLimit.limit),
    'x-ratelimit-remaining',
    '',
    'x-ratelimit-reset',
    '',
    'etag',
    '',
    'cache-control',
    CACHE_CONTROL,
    ...(notModified ? [] : ['content-type', JSON_TYPE, 'content-length', '']),
  ];
  const slot = (name: string) => headers.indexOf(name) + 1;
  return {
    headers,
    origin: allowedOrigin ? slot('access-control-allow-origin') : -1,
    id: slot('x-request-id'),
    remaining: slot('x-ratelimit-remaining'),
    reset: slot('x-ratelimit-reset'),
    etag: slot('etag'),
    length: notModified ? -1 : slot('content-length'),
  };
}

/** The address per-IP limits count and the log records: Fastify's request.ip, computed the same way. */
function clientAddress(trustProxy: number): (request: IncomingMessage) => string {
  if (trustProxy <= 0) return (request) => request.socket.remoteAddress ?? '';
  const trusted = (_address: string, hop: number) => hop < trustProxy;
  return (request) => {
    const addresses = proxyAddr.all(request, trusted);
    return addresses[addresses.length - 1];
  };
}

/**
 * Puts the fast path in front of Fastify's request handler on `fastify.server`; call it once the
 * app is configured, before listening.
 */
export function serveCategoriesFirst(fastify: FastifyInstance, parts: CategoriesFastPathParts): void {
  const { categories, rateLimit, logger } = parts;
  const server = fastify.server;
  const handlers = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  if (handlers.length !== 1) throw new Error(`Expected Fastify's one request handler, found ${handlers.length}`);
  if (parts.cors.origins.includes('*')) return; // @fastify/cors answers '*' without Vary: not laid out here
  const [pipeline] = handlers;
  const allowed = new Set(parts.cors.origins);
  const layouts = [
    layout(parts, false, false),
    layout(parts, false, true),
    layout(parts, true, false),
    layout(parts, true, true),
  ];
  const addressOf = clientAddress(parts.trustProxy);
  // Set when Fastify starts closing (before its server stops accepting), as its router's flag is.
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' || request.url !== PATH || closing) return false;
    const list = categories.current();
    if (!list) return false;
    const start = performance.now();
    const address = addressOf(request);
    const counted = rateLimit.count('GET', PATH, address);
    if (counted.isBlocked) {
      ClientRateLimit.markCounted(request, counted);
      return false;
    }
    const origin = request.headers.origin;
    const allowedOrigin = origin !== undefined && allowed.has(origin);
    const notModified = isNotModified(request.headers['if-none-match'], list.etag);
    const at = layouts[(allowedOrigin ? 2 : 0) + (notModified ? 1 : 0)];
    const headers = at.headers.slice();
    const id = requestId(request.headers['x-request-id']);
    if (allowedOrigin) headers[at.origin] = origin;
    headers[at.id] = id;
    headers[at.remaining] = String(Math.max(0, rateLimit.limit - counted.totalHits));
    headers[at.reset] = String(counted.timeToExpire);
    headers[at.etag] = list.etag;
    if (notModified) {
      response.writeHead(304, headers);
      response.end();
    } else {
      headers[at.length] = String(list.bytes);
      response.writeHead(200, headers);
      response.end(list.json);
    }
    logRequest(logger, id, 'GET', PATH, address, notModified ? 304 : 200, performance.now() - start);
    return true;
  };

  server.removeListener('request', pipeline);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!answer(request, response)) pipeline.call(server, request, response);
  });
}
