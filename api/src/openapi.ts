// The OpenAPI document: served at /docs by the app (app.setup.ts) and turned into shared-ui's wire
// types by scripts/api-types.mjs. Built from the controllers' decorators alone, on whichever HTTP
// adapter the app uses; buildOpenApiDocument() makes it without a database or a listening server.
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { ErrorBodyView } from './common/http/error-body';

export const DOCS_PATH = 'docs';

const CONFIG = new DocumentBuilder()
  .setTitle('CarMarket API')
  .setDescription('Used-car marketplace. Protected calls need `Authorization: Bearer <Firebase ID token>`.')
  .setVersion('1.0')
  .addBearerAuth()
  // Every route needs the token unless @Public() (the same default as the auth guard's).
  .addSecurityRequirements('bearer')
  .build();

/** The document of an application's controllers, every operation's error answer included. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  return withErrorResponses(SwaggerModule.createDocument(app, CONFIG, { extraModels: [ErrorBodyView] }));
}

/**
 * The same document without a database: the whole app in preview mode, which resolves the modules
 * but creates no provider and opens no connection. The address only satisfies the configuration's
 * validation; it is never dialled.
 */
export async function buildOpenApiDocument(): Promise<OpenAPIObject> {
  process.env.MONGODB_URI ??= 'mongodb://127.0.0.1:1/openapi-preview';
  // The document is the same whichever gateway takes payments; preview mode charges nothing.
  if (!process.env.STRIPE_SECRET_KEY) process.env.PAYMENTS_SANDBOX ??= 'true';
  const app = await NestFactory.create(AppModule.register(), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    return createOpenApiDocument(app);
  } finally {
    await app.close();
  }
}

/** Every error leaves the API in one shape (AllExceptionsFilter); say so once for each operation. */
function withErrorResponses(document: OpenAPIObject): OpenAPIObject {
  const error = {
    description: 'Any error (4xx, 5xx)',
    content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorBodyView) } } },
  };
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (operation) operation.responses = { ...operation.responses, default: error };
    }
  }
  return document;
}
