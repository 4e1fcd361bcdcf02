// One JSON line per request, written when the response has gone: no per-request child logger,
// async context or middleware. Headers, and so tokens, never reach the log.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type Level, type Logger } from 'pino';

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
    if (request.url !== '/health') {
      logRequest(
        logger,
        request.requestId,
        request.method,
        request.url,
        request.ip,
        reply.statusCode,
        reply.elapsedTime,
      );
    }
    done();
  });
}

/** Writes a request's line (at info, warn from 400, error from 500) if that level is on. */
export function logRequest(
  logger: Logger,
  id: string,
  method: string,
  url: string,
  remoteAddress: string,
  statusCode: number,
  elapsedMs: number,
): void {
  const level = statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  const line = requestLine(logger, level, {
    req: { id, method, url, remoteAddress },
    res: { statusCode },
    responseTime: Math.round(elapsedMs),
  });
  (logger as unknown as PinoInternals)[pino.symbols.streamSym].write(line);
}

/** What pino exposes through `pino.symbols`: its destination and its bindings (`,"pid":..,"hostname":..`) as JSON. */
interface PinoInternals {
  [pino.symbols.streamSym]: { write(line: string): void };
  [pino.symbols.chindingsSym]: string;
}

export interface RequestLogFields {
  req: { id: string; method: string; url: string; remoteAddress: string };
  res: { statusCode: number };
  responseTime: number;
}

/**
 * The line `logger[level](fields, 'request completed')` writes, serialised by hand: pino's generic
 * serialiser of the nested objects was the largest cost of a GET /categories answer after the
 * socket write. Only strings a client sends (id, url) or a proxy names (address) need escaping.
 */
export function requestLine(logger: Logger, level: Level, { req, res, responseTime }: RequestLogFields): string {
  return (
    `{"level":${logger.levels.values[level]},"time":${Date.now()}${(logger as unknown as PinoInternals)[pino.symbols.chindingsSym]},` +
    `"req":{"id":${JSON.stringify(req.id)},"method":${JSON.stringify(req.method)},"url":${JSON.stringify(req.url)},"remoteAddress":${JSON.stringify(req.remoteAddress)}},` +
    `"res":{"statusCode":${res.statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`
  );
}
