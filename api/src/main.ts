import { ConfigService } from '@nestjs/config';
import { createApp } from './app.setup';
import type { Env } from './config/env.validation';

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const port = app.get<ConfigService<Env, true>>(ConfigService).get('PORT', { infer: true });
  // Every interface, as node:http does by default (Fastify's default is localhost only):
  // '::' is dual-stack; a host without IPv6 gets IPv4's any-address.
  await app.listen(port, '::').catch((error: { code?: string }) => {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    return app.listen(port, '0.0.0.0');
  });
}

void bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
