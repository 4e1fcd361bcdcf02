// One web app's production server on its own: what each web app's container runs (bundled into
// one file at image build time) and what `tsx tools/stack/src/serve.ts` runs by hand.
//   serve --root shell/dist --port 8080 --host 0.0.0.0 --spa --runtime-config
//   serve --root mfe-admin/dist --port 8080 --host 0.0.0.0 --cors
import { parseArgs } from 'node:util';
import { buildShellRuntimeConfig } from './shell-runtime-config';
import { startStaticServer } from './static-server';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'dist' },
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      spa: { type: 'boolean', default: false },
      cors: { type: 'boolean', default: false },
      'runtime-config': { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port ${values.port} is not a port number`);
  // Built once at start-up: a bad env fails the container at once instead of on the first request.
  const runtimeConfig = values['runtime-config'] ? buildShellRuntimeConfig(process.env) : undefined;
  const server = await startStaticServer({
    root: values.root!,
    port,
    host: values.host,
    spa: values.spa,
    cors: values.cors,
    runtimeConfig: runtimeConfig && (() => runtimeConfig),
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
