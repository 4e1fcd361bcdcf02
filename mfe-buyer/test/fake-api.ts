// A real HTTP server on a free port that answers like the CarMarket API for the routes a test
// declares; every request is recorded. Screens reach it through shared-ui's real API client.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig, type RuntimeConfig } from '@carmarket/shared-ui';

export interface ApiCall {
  method: string;
  /** Path with query, e.g. '/orders?email=a%40b.c'. */
  url: string;
  body: unknown;
}

export interface Reply {
  status: number;
  body?: unknown;
}

/** Answers one call; may wait (a pending promise keeps the screen loading). */
export type Handler = (call: ApiCall) => Reply | Promise<Reply>;

export const ok = (body: unknown): Reply => ({ status: 200, body });
export const fail = (status: number, message: string): Reply => ({
  status,
  body: { statusCode: status, error: 'Error', message },
});

export interface FakeApi {
  url: string;
  calls: ApiCall[];
  /** Calls of 'METHOD /path' (path without query) so far. */
  callsTo(route: string): ApiCall[];
  /** Sets (or replaces) the answer of 'METHOD /path' (the path without its query). */
  on(route: string, handler: Handler | Reply): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, { status, body }: Reply) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

const routeOf = (call: ApiCall) => `${call.method} ${call.url.split('?')[0]}`;

/** Starts the server and points the runtime config (apiUrl) at it. */
export async function startFakeApi(config: Partial<RuntimeConfig> = {}): Promise<FakeApi> {
  const handlers = new Map<string, Handler>();
  const calls: ApiCall[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const call: ApiCall = { method: req.method ?? 'GET', url: req.url ?? '/', body: raw ? JSON.parse(raw) : undefined };
      calls.push(call);
      const handler = handlers.get(routeOf(call));
      if (!handler) return send(res, fail(404, `No fake answer for ${call.method} ${call.url}`));
      void Promise.resolve(handler(call)).then((reply) => send(res, reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setRuntimeConfig({
    apiUrl: url,
    remotes: { storefront: '', buyer: '', seller: '', admin: '' },
    firebase: { apiKey: 'test', authDomain: 'test', projectId: 'demo-carmarket' },
    ...config,
  });
  return {
    url,
    calls,
    callsTo: (route) => calls.filter((c) => routeOf(c) === route),
    on: (route, handler) => handlers.set(route, typeof handler === 'function' ? handler : () => handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A promise to answer a call later: `gate.reply` is the handler, `gate.open(reply)` answers. */
export function gate() {
  let open: (reply: Reply) => void = () => undefined;
  const pending = new Promise<Reply>((resolve) => (open = resolve));
  return { reply: () => pending, open: (reply: Reply) => open(reply) };
}
