// The real application (AppModule + configureApp, exactly as main.ts) on this file's own database.
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { ConfigService } from '@nestjs/config';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import type { Connection, Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AppModule } from '../../src/app.module';
import { APP_OPTIONS, configureApp, createHttpAdapter } from '../../src/app.setup';
import type { TrustProxy } from '../../src/config/env.validation';
import { ENV_MONGO_URI, ENV_PROJECT_ID } from './env';

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof request>;
  connection: Connection;
  model<T>(name: string): Model<T>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra or overriding environment variables (e.g. a low rate limit). */
  env?: Record<string, string>;
  /** Adjust the module before compiling (overrideProvider etc.). */
  override?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
  /** Use this database instead of a fresh one. */
  databaseName?: string;
}

export function databaseUri(name: string): string {
  const base = process.env[ENV_MONGO_URI];
  if (!base)
    throw new Error(`${ENV_MONGO_URI} is not set: run the api tests through jest (globalSetup starts embedded-mongo)`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The environment every test's API runs with, in this process or in one it starts. */
export function testEnv(options: TestAppOptions & { databaseName: string }): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    MONGODB_URI: databaseUri(options.databaseName),
    FIREBASE_PROJECT_ID: process.env[ENV_PROJECT_ID],
    SEED_ON_START: 'false',
    LOG_LEVEL: 'silent',
    PAYMENTS_SANDBOX: 'true',
    // Generous limits: one process plays every user here. The limits themselves have their own test.
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PHOTOS_PER_MINUTE: '100000',
    RATE_LIMIT_REGISTRATION_PER_MINUTE: '100000',
    RATE_LIMIT_BOOKING_PER_MINUTE: '100000',
    RATE_LIMIT_PAYMENT_PER_MINUTE: '100000',
    RATE_LIMIT_MESSAGE_PER_MINUTE: '100000',
    RATE_LIMIT_PRICE_CHECK_PER_MINUTE: '100000',
    RATE_LIMIT_UPLOAD_PER_MINUTE: '100000',
    RATE_LIMIT_LISTING_EDIT_PER_MINUTE: '100000',
    RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: '100000',
    RATE_LIMIT_OFFER_PER_MINUTE: '100000',
    // Every test account is new and comes from 127.0.0.1; the account caps have their own test.
    NEW_ACCOUNT_HOLDS_PER_SELLER: '100000',
    NEW_ACCOUNTS_PER_IP_PER_DAY: '100000',
    ...options.env,
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  Object.assign(
    process.env,
    testEnv({ ...options, databaseName: options.databaseName ?? `api_test_${randomUUID().slice(0, 8)}` }),
  );
  const builder = Test.createTestingModule({ imports: [AppModule.register()] });
  const moduleRef = await (options.override ? options.override(builder) : builder).compile();
  const adapter = createHttpAdapter(moduleRef.get(ConfigService).get<TrustProxy>('TRUST_PROXY') ?? 0);
  const app = await configureApp(moduleRef.createNestApplication<NestFastifyApplication>(adapter, APP_OPTIONS));
  // Listening once on a free port (instead of supertest starting a server per request).
  await app.listen(0, '127.0.0.1');
  const connection = app.get<Connection>(getConnectionToken());
  return {
    app,
    http: request(app.getHttpServer()),
    connection,
    model: <T>(name: string) => app.get<Model<T>>(getModelToken(name)),
    close: async () => {
      await connection.dropDatabase().catch(() => undefined);
      await app.close();
    },
  };
}
