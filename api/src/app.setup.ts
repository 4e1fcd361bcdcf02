// Everything that makes an INestApplication the CarMarket API, shared by main.ts, the seed CLI's
// sibling scripts and the tests, so tests exercise exactly the production pipeline.
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestApplicationOptions } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseQuery } from 'node:querystring';
import { AppModule } from './app.module';
import { ASSETS_DIR, isServedAsset, STATIC_PREFIX } from './assets';
import { createPino, PinoNestLogger } from './common/logging/app-logger';
import { ClientRateLimit } from './common/throttling/client-rate-limit';
import { useRequestLog } from './common/logging/request-log';
import { JSON_BODY_LIMIT_BYTES, useJsonBodies } from './common/http/body-parsing';
import { compressedAnswers } from './common/http/compression';
import { httpCaching } from './common/http/http-caching';
import { helmetHeaders, securityHeaders } from './common/http/security-headers';
import { corsOrigins, validateEnv, type Env, type TrustProxy } from './config/env.validation';
import { createOpenApiDocument, DOCS_PATH } from './openapi';
import { multipartUploads } from './photos/multipart';

/** Options every instance is created with: our own body parser, raw body kept, logs buffered until pino is ready. */
export const APP_OPTIONS: NestApplicationOptions = { bodyParser: false, rawBody: true, bufferLogs: true };

/** The HTTP server: Fastify, with what it must know before any plugin runs. */
export function createHttpAdapter(trustProxy: TrustProxy): FastifyAdapter {
  return new FastifyAdapter({
    // The client address per-IP rate limits count (see TRUST_PROXY in env.validation.ts): a hop
    // count (0 = none) or the trusted proxies' addresses, both forms Fastify's trustProxy takes.
    trustProxy: trustProxy === 0 ? false : trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // On SIGTERM, a connection already taken is served, not answered 503 (main.ts: graceful shutdown).
    return503OnClosing: false,
    // node:querystring never builds objects from ?a[$ne]=x, so operators cannot sneak in.
    routerOptions: { querystringParser: (query) => parseQuery(query) },
  });
}

export async function configureApp(app: NestFastifyApplication): Promise<NestFastifyApplication> {
  const config = app.get<ConfigService<Env, true>>(ConfigService);
  const logger = createPino(config.get('LOG_LEVEL', { infer: true }));
  app.useLogger(new PinoNestLogger(logger));
  app.flushLogs();
  const fastify = app.getHttpAdapter().getInstance();
  useRequestLog(fastify, logger);
  const helmet = helmetHeaders();
  await app.register(securityHeaders(helmet));
  // After helmet (and CORS, which the adapter hooks first), so its 429 carries their headers.
  const rateLimit = new ClientRateLimit(
    config.get('RATE_LIMIT_PER_MINUTE', { infer: true }),
    config.get('RATE_LIMIT_PHOTOS_PER_MINUTE', { infer: true }),
  );
  await app.register(rateLimit.plugin());
  const cors = {
    origins: corsOrigins(config.get('CORS_ORIGINS', { infer: true })),
    exposedHeaders: ['Link', 'X-Total-Count', 'X-Request-Id', 'Retry-After'],
  };
  app.enableCors({
    origin: cors.origins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: cors.exposedHeaders,
    maxAge: 600,
  });
  useJsonBodies(app);
  // Before compression, so it tags and compares the JSON as serialised.
  await app.register(httpCaching());
  await app.register(...compressedAnswers);
  await app.register(...multipartUploads);
  app.useStaticAssets({
    root: ASSETS_DIR,
    prefix: STATIC_PREFIX,
    maxAge: '1d',
    // Anything but a served image (../ included) answers 404 like any unknown path, as on Express.
    allowedPath: (_path: string, _root: string, request: FastifyRequest) => isServedAsset(request.url.split('?')[0]),
    // Frontends on other origins show these images.
    // (@fastify/static passes the reply, whatever Nest's option type says.)
    setHeaders: (reply) => (reply as unknown as FastifyReply).header('Cross-Origin-Resource-Policy', 'cross-origin'),
  });
  SwaggerModule.setup(DOCS_PATH, app, () => createOpenApiDocument(app));
  app.enableShutdownHooks();
  return app;
}

/** The production application (main.ts); tests build theirs through @nestjs/testing and configureApp. */
export async function createApp(): Promise<NestFastifyApplication> {
  // The same validation ConfigModule runs; the adapter is made before the module exists.
  const { TRUST_PROXY } = validateEnv(process.env);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(),
    createHttpAdapter(TRUST_PROXY),
    APP_OPTIONS,
  );
  return configureApp(app);
}
