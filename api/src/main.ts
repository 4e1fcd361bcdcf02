import cluster from 'node:cluster';
import { ConfigService } from '@nestjs/config';
import { createApp } from './app.setup';
import { validateEnv, type Env } from './config/env.validation';
import { runPrimary } from './process/cluster';

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const config = app.get<ConfigService<Env, true>>(ConfigService);
  // On SIGTERM Nest closes the server (no new connections; in-flight requests finish), then the
  // database: a request still running after the grace period does not keep the process alive.
  process.once('SIGTERM', () =>
    setTimeout(() => process.exit(1), config.get('SHUTDOWN_GRACE_MS', { infer: true })).unref(),
  );
  const port = config.get('PORT', { infer: true });
  // Every interface, as node:http does by default (Fastify's default is localhost only):
  // '::' is dual-stack; a host without IPv6 gets IPv4's any-address.
  await app.listen(port, '::').catch((error: { code?: string }) => {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    return app.listen(port, '0.0.0.0');
  });
}

function exitWith(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function main(): void {
  if (cluster.isPrimary) {
    // Checked once here, so a bad setting stops `npm start` before any worker starts.
    let settings: Env;
    try {
      settings = validateEnv(process.env);
    } catch (error) {
      exitWith(error);
    }
    if (settings.API_INSTANCES > 1) return runPrimary(settings.API_INSTANCES, settings.SHUTDOWN_GRACE_MS);
  }
  bootstrap().catch(exitWith);
}

main();
