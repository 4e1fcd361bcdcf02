// Everything that makes an INestApplication the CarMarket API, shared by main.ts, the seed CLI's
// sibling scripts and the tests, so tests exercise exactly the production pipeline.
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestApplicationOptions } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { ASSETS_DIR, STATIC_PREFIX } from './assets';
import { useJsonBodies } from './common/http/body-parsing';
import { corsOrigins, type Env } from './config/env.validation';
import { createOpenApiDocument, DOCS_PATH } from './openapi';

/** Options every instance is created with: our own body parser, raw body kept, logs buffered until pino is ready. */
export const APP_OPTIONS: NestApplicationOptions = { bodyParser: false, rawBody: true, bufferLogs: true };

export function configureApp(app: NestExpressApplication): NestExpressApplication {
  const config = app.get<ConfigService<Env, true>>(ConfigService);
  app.useLogger(app.get(Logger));
  app.flushLogs();
  // 'simple' (node:querystring) never builds objects from ?a[$ne]=x, so operators cannot sneak in.
  app.set('query parser', 'simple');
  // The client address per-IP rate limits count (see TRUST_PROXY in env.validation.ts).
  app.set('trust proxy', config.get('TRUST_PROXY', { infer: true }));
  app.use(helmet());
  app.enableCors({
    origin: corsOrigins(config.get('CORS_ORIGINS', { infer: true })),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['Link', 'X-Total-Count', 'X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  useJsonBodies(app);
  app.useStaticAssets(ASSETS_DIR, {
    prefix: STATIC_PREFIX,
    maxAge: '1d',
    // Frontends on other origins show these images.
    setHeaders: (res) => res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin'),
  });
  SwaggerModule.setup(DOCS_PATH, app, () => createOpenApiDocument(app));
  app.enableShutdownHooks();
  return app;
}

/** The production application (main.ts); tests build theirs through @nestjs/testing and configureApp. */
export async function createApp(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(), APP_OPTIONS);
  return configureApp(app);
}
