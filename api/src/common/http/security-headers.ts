// helmet's default headers, computed once: they do not depend on the request (no CSP nonces), so
// each response gets a prepared object instead of helmet's middleware chain.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet()({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Every response, errors and 304s included, carries helmet's headers (registered as a global hook). */
export function securityHeaders(headers: Record<string, string> = helmetHeaders()) {
  const plugin = async (fastify: FastifyInstance) => {
    fastify.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(headers);
      done();
    });
  };
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
