// One JSON line per request, written when the response has gone: no per-request child logger,
// async context or middleware. Headers, and so tokens, never reach the log.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    requestId: string;
  }
}

/** A caller's X-Request-Id is kept when it is sane, otherwise one is made; either way it is echoed back. */
export function requestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function useRequestLog(fastify: FastifyInstance, logger: Logger): void {
  fastify.decorateRequest('requestId', '');
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    request.requestId = requestId(request.headers['x-request-id']);
    reply.header('X-Request-Id', request.requestId);
    done();
  });
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (logger.isLevelEnabled(level) && request.url !== '/health') {
      logger[level](
        {
          req: { id: request.requestId, method: request.method, url: request.url, remoteAddress: request.ip },
          res: { statusCode: status },
          responseTime: Math.round(reply.elapsedTime),
        },
        'request completed',
      );
    }
    done();
  });
}
