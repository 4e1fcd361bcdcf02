import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: string;
  authorization?: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A real HTTP server on a free port; `handle` answers, every request is recorded in order. */
export async function startServer(handle: (req: Recorded, res: ServerResponse) => void) {
  const requests: Recorded[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const rec: Recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      };
      requests.push(rec);
      handle(rec, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function sendJson(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}
