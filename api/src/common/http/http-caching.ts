// Public reads a browser, nginx or a CDN may keep and revalidate: a route marked @HttpCache(...)
// answers with that Cache-Control and an ETag, and a GET naming that ETag in If-None-Match gets a
// 304 without a body. The ETag is the one the handler set (categories keep theirs, computed once
// per list; a photo's names its content) or a hash of the JSON as sent. Weak (W/), since
// @fastify/compress may send the same JSON brotli- or gzip-encoded. Marked through Nest's
// @RouteConfig (Fastify's route config), read back by one onSend hook that runs before compression.
import { RouteConfig } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The Cache-Control of a public GET's answers (set by @HttpCache). */
    httpCache?: string;
  }
}

/** Public answers: reusable by anyone for `maxAgeSeconds`, then revalidated with their ETag. */
export const publicFor = (maxAgeSeconds: number): string => `public, max-age=${maxAgeSeconds}`;

/** Public answers that change with what sellers do: kept by anyone, revalidated before each reuse. */
export const PUBLIC_REVALIDATED = 'public, no-cache';

/** Marks a GET route's answers as cacheable with this Cache-Control (and an ETag, and 304s). */
export const HttpCache = (cacheControl: string) => RouteConfig({ httpCache: cacheControl });

/** A weak ETag for a body: the same JSON gives the same tag in every process. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Does an If-None-Match header name this ETag (weak comparison, as RFC 9110 asks for GET)? */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

function onSend(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload?: unknown) => void,
): void {
  const cacheControl = request.routeOptions.config?.httpCache;
  if (!cacheControl || (request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200)
    return done(null, payload);
  let etag = reply.getHeader('etag') as string | undefined;
  if (!etag && (typeof payload === 'string' || Buffer.isBuffer(payload)))
    reply.header('ETag', (etag = etagOf(payload)));
  reply.header('Cache-Control', cacheControl);
  if (etag && namesEtag(request.headers['if-none-match'], etag)) {
    reply.code(304).removeHeader('content-type').removeHeader('content-length');
    // A stream the handler opened (a photo) is not read: close it.
    if (payload && typeof (payload as { destroy?: unknown }).destroy === 'function')
      (payload as { destroy(): void }).destroy();
    return done(null, null);
  }
  done(null, payload);
}

/** The hook, as a plugin for every route (Nest's included); register it before compression. */
export function httpCaching() {
  const plugin = async (fastify: FastifyInstance) => {
    fastify.addHook('onSend', onSend);
  };
  // Not encapsulated (what fastify-plugin does): the hook applies to every route.
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
