// The shell's origin passes the server session's calls on to the API: the browser's body and
// Origin go on, the API's Set-Cookie comes back (the cookie is the shell's); nothing else is sent.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer, type StaticServer } from '../src/static-server';

let root: string;
let api: Server;
let server: StaticServer;
/** What the API was asked, as it arrived. */
const asked: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'session-proxy-test-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Shell</title>');
  // Answers as the API's session calls do: a cookie for POST, an expired one for DELETE.
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      asked.push({ method: req.method, url: req.url, headers: req.headers, body });
      const cookie =
        req.method === 'POST'
          ? '__session=minted; Max-Age=432000; Path=/; HttpOnly; SameSite=Lax'
          : '__session=; Max-Age=0; Path=/';
      res.writeHead(204, { 'Set-Cookie': cookie, 'X-Internal': 'not passed on' });
      res.end();
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  server = await startStaticServer({ root, port: 0, spa: true, session: { apiUrl } });
});
beforeEach(() => (asked.length = 0));

afterAll(async () => {
  await server.stop();
  await new Promise((resolve) => api.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

it("passes POST /session on with the body and the browser's Origin, and gives back the API's cookie", async () => {
  const res = await fetch(`${server.url}/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', Cookie: '__session=old' },
    body: JSON.stringify({ idToken: 'a.b.c' }),
  });
  expect(res.status).toBe(204);
  expect(res.headers.get('set-cookie')).toBe('__session=minted; Max-Age=432000; Path=/; HttpOnly; SameSite=Lax');
  expect(res.headers.get('x-internal')).toBeNull();
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatchObject({ method: 'POST', url: '/session', body: '{"idToken":"a.b.c"}' });
  expect(asked[0].headers.origin).toBe('http://localhost:3000');
  expect(asked[0].headers.cookie).toBeUndefined(); // the API mints from the token, never from a cookie
});

it('passes DELETE /session on (LogOut) and answers other methods 405 without asking the API', async () => {
  const out = await fetch(`${server.url}/session`, { method: 'DELETE', headers: { Origin: 'http://localhost:3000' } });
  expect(out.status).toBe(204);
  expect(out.headers.get('set-cookie')).toBe('__session=; Max-Age=0; Path=/');
  const get = await fetch(`${server.url}/session`);
  expect(get.status).toBe(405);
  expect(get.headers.get('allow')).toBe('POST, DELETE');
  expect(asked.map((call) => call.method)).toEqual(['DELETE']);
});

it('still refuses other writes on the origin', async () => {
  const res = await fetch(`${server.url}/index.html`, { method: 'POST' });
  expect(res.status).toBe(405);
  expect(asked).toHaveLength(0);
});
