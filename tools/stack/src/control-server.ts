// Lets another process (a Playwright worker, a bench) stop and restart one web app's server of a
// running production stack, as a remote's host going down or a remote being released on its own.
// Loopback only, on a free port; the stack's owner starts it when it wants that.
import { createServer, type IncomingMessage } from 'node:http';
import { WEB_APPS, type WebAppName } from './services';
import type { Stack } from './start-stack';

export interface ControlServer {
  url: string;
  stop(): Promise<void>;
}

const ROUTE = /^\/apps\/([a-z]+)\/(start|stop)$/;

export function startControlServer(stack: Pick<Stack, 'startApp' | 'stopApp'>): Promise<ControlServer> {
  const server = createServer(async (req, res) => {
    const match = ROUTE.exec(req.url ?? '');
    const app = match?.[1] as WebAppName | undefined;
    if (req.method !== 'POST' || !match || !WEB_APPS.includes(app!)) {
      res
        .writeHead(404, { 'Content-Type': 'text/plain' })
        .end('POST /apps/<shell|storefront|buyer|seller|admin>/<start|stop>');
      return;
    }
    try {
      if (match[2] === 'stop') await stack.stopApp(app!);
      else await stack.startApp(app!, (await readJson(req)).root);
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end((error as Error).message);
    }
  });
  // Idle sockets are left for the client to close: a request sent on a pooled socket the server had
  // just timed out fails with "other side closed" (the next call after a long old-remote build did).
  server.keepAliveTimeout = 0;
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      done({
        url: `http://127.0.0.1:${port}`,
        stop: () => new Promise<void>((stopped) => server.close(() => stopped())),
      });
    });
  });
}

/** Client side: POST to a control server started by another process. */
export async function controlApp(
  controlUrl: string,
  app: WebAppName,
  action: 'start' | 'stop',
  root?: string,
): Promise<void> {
  const response = await fetch(`${controlUrl}/apps/${app}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(root ? { root } : {}),
  });
  if (response.status !== 204) throw new Error(`${action} ${app}: HTTP ${response.status} ${await response.text()}`);
}

async function readJson(req: IncomingMessage): Promise<{ root?: string }> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body ? JSON.parse(body) : {};
}
