import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

const ONE_CLICK_UNSUBSCRIBE = '/notifications/unsubscribe?';

/** Largest JSON body accepted (Fastify's bodyLimit); bigger ones get 413 in the standard error shape. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/**
 * JSON bodies only (no forms, no text/plain), with the raw bytes kept (NestFactory option
 * rawBody) for webhook signature checks. An empty body is {} as it was on Express, and bad JSON
 * becomes a 400 that the exception filter answers like any other.
 */
export function useJsonBodies(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('text/plain');
  // One form: the RFC 8058 one-click unsubscribe a mail client POSTs (its body says only that).
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (request, body, done) => {
      if (!request.url.startsWith(ONE_CLICK_UNSUBSCRIBE)) return done(new UnsupportedMediaTypeException(), undefined);
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  // Fastify's own parser refuses __proto__ and constructor.prototype keys.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit: JSON_BODY_LIMIT_BYTES }, (request, body, done) => {
    if (!(body as Buffer).length) return done(null, {});
    parseJson(request as Parameters<typeof parseJson>[0], (body as Buffer).toString('utf8'), (error, value) =>
      error ? done(new BadRequestException('Malformed JSON in request body'), undefined) : done(null, value),
    );
  });
}
