// A real HTTP server on a free port that answers like the CarMarket API for the routes a test
// declares, recording every call. Screens reach it through shared-ui's real API client, so
// component tests exercise the real request code (needs the jsdom-with-fetch environment).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '../src/config/runtime-config';

export interface ApiCall {
  method: string;
  /** Path with query, e.g. '/orders?email=a%40b.c'. */
  url: string;
  /** Parsed JSON, or for multipart/form-data a MultipartBody. */
  body: unknown;
}

/** A multipart/form-data request as the fake API records it. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: { field: string; name: string; type: string; size: number }[];
}

async function parseBody(raw: Buffer, contentType: string | undefined): Promise<unknown> {
  if (!raw.length) return undefined;
  if (!contentType?.startsWith('multipart/form-data')) return JSON.parse(raw.toString('utf8'));
  const form = await new Response(new Uint8Array(raw), { headers: { 'Content-Type': contentType } }).formData();
  const body: MultipartBody = { fields: {}, files: [] };
  form.forEach((value, field) => {
    if (typeof value === 'string') body.fields[field] = value;
    else body.files.push({ field, name: value.name, type: value.type, size: value.size });
  });
  return body;
}

export interface Reply {
  status: number;
  body?: unknown;
  /** Beside Content-Type, e.g. a paged list's Link and X-Total-Count. */
  headers?: Record<string, string>;
}

/** Answers one call; may wait (a pending promise keeps the screen loading or the button busy). */
export type Handler = (call: ApiCall) => Reply | Promise<Reply>;

export const ok = (body: unknown): Reply => ({ status: 200, body });
/** An error as the API sends it: `message` is one string or, for validation, one per failed rule. */
export const fail = (status: number, message: string | string[]): Reply => ({
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

function send(res: ServerResponse, { status, body, headers }: Reply) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

const routeOf = (call: ApiCall) => `${call.method} ${call.url.split('?')[0]}`;

/** Starts the server and points the runtime config's apiUrl at it. */
export async function startFakeApi(): Promise<FakeApi> {
  const handlers = new Map<string, Handler>();
  const calls: ApiCall[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const call: ApiCall = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        body: await parseBody(Buffer.concat(chunks), req.headers['content-type']),
      };
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

/** An answer given later: use `reply` as the handler, call `open(reply)` to answer. */
export function gate() {
  let open: (reply: Reply) => void = () => undefined;
  const pending = new Promise<Reply>((resolve) => (open = resolve));
  return { reply: () => pending, open: (reply: Reply) => open(reply) };
}
