// One web app's production server on its own: what each web app's container runs (bundled into
// one file at image build time) and what `tsx tools/stack/src/serve.ts` runs by hand.
//   serve --root shell/dist --port 8080 --host 0.0.0.0 --spa --runtime-config
//   serve --root mfe-admin/dist --port 8080 --host 0.0.0.0 --cors --releases mfe-admin/releases
// RENDER_URL (the shell): page navigations are first asked of that render server (shell/server).
// The port: --port, else --service's port (e.g. ADMIN_PORT or its default), else PORT (containers).
// Source maps are served only with SERVE_SOURCE_MAPS=1 (else upload them to an error tracker).
// The runtime-config module alone: the build-config package's entry would pull in webpack.
import { buildRuntimeConfig } from '@carmarket/build-config/runtime-config';
import { releasePointers } from '@carmarket/build-config/release/pointers';
import { REMOTE_CONTENT_SECURITY_POLICY, shellContentSecurityPolicy } from '@carmarket/build-config/csp';
import { portOf, SERVICE_PORTS, type ServiceName } from '@carmarket/stack-facts/ports';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seoOptions } from '@carmarket/build-config/seo';
import { renderProxy } from './render-proxy';
import { sourceMapsServed, startStaticServer } from './static-server';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'dist' },
      port: { type: 'string' },
      service: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      spa: { type: 'boolean', default: false },
      cors: { type: 'boolean', default: false },
      'runtime-config': { type: 'boolean', default: false },
      releases: { type: 'string' },
    },
  });
  const service = values.service as ServiceName | undefined;
  if (service && !(service in SERVICE_PORTS))
    throw new Error(`--service ${service} is none of ${Object.keys(SERVICE_PORTS).join(', ')}`);
  const rawPort = values.port ?? (service ? String(portOf(service)) : (process.env.PORT ?? '8080'));
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`port ${rawPort} is not a port number`);
  // Built once at start-up: a bad env fails the container at once instead of on the first request.
  const runtimeConfig = values['runtime-config'] ? buildRuntimeConfig(process.env) : undefined;
  const followReleasePointers = releasePointers();
  const seo =
    runtimeConfig && seoOptions(process.env, { appUrl: `http://localhost:${port}`, apiUrl: runtimeConfig.apiUrl });
  const server = await startStaticServer({
    root: values.root!,
    port,
    host: values.host,
    spa: values.spa,
    cors: values.cors,
    runtimeConfig: runtimeConfig && (() => followReleasePointers(runtimeConfig)),
    releases: values.releases,
    sourceMaps: sourceMapsServed(process.env),
    seo,
    session: seo && { apiUrl: seo.apiUrl },
    renderPage: values.spa && process.env.RENDER_URL ? renderProxy(process.env.RENDER_URL) : undefined,
    contentSecurityPolicy: runtimeConfig
      ? shellContentSecurityPolicy(runtimeConfig, readFileSync(join(values.root!, 'index.html'), 'utf8'))
      : REMOTE_CONTENT_SECURITY_POLICY,
  });
  console.log(`serving ${server.root} on ${values.host}:${server.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.stop().then(() => process.exit(0)));
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
