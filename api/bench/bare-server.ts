// The baseline: a bare node:http server answering fixed JSON from memory (the bodies and headers
// the API itself returned), so the bench shows what the framework, auth and database cost.
import { createServer } from 'node:http';

export interface CannedResponse {
  body: string;
  headers: Record<string, string>;
}

let routes = new Map<string, CannedResponse>();

process.on('message', (message: { routes: [string, CannedResponse][] }) => {
  routes = new Map(message.routes);
  process.send!({ ack: true });
});

const server = createServer((req, res) => {
  const canned = routes.get(req.url ?? '');
  if (!canned) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(canned.body),
    ...canned.headers,
  });
  res.end(canned.body);
});

server.listen(0, '127.0.0.1', () => {
  process.send!({ port: (server.address() as { port: number }).port });
});
