// The shell's answers to crawlers: robots.txt, the sitemap proxied from the API as it streams,
// noindex on private pages.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { robotsTxt } from '@carmarket/build-config/seo';
import { startStaticServer, type StaticServer } from '../src/static-server';

const APP = 'https://cars.example.test';
const INDEX = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex></sitemapindex>\n';
let root: string;
let api: Server;
let apiUrl: string;
let server: StaticServer;
/** What the API was asked for, with the headers passed on. */
const asked: { url: string; acceptEncoding?: string }[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'seo-test-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Shell</title>');
  // Stands in for the API's sitemap routes: the index, a file sent in pieces, gzip when asked, 404 otherwise.
  api = createServer((req, res) => {
    asked.push({ url: req.url ?? '', acceptEncoding: req.headers['accept-encoding'] });
    if (req.url === '/sitemap.xml') {
      const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
        ...(gzip && { 'Content-Encoding': 'gzip' }),
      });
      return res.end(gzip ? gzipSync(INDEX) : INDEX);
    }
    if (req.url === '/sitemaps/listings-1.xml') {
      res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8' });
      res.write('<urlset>');
      return setTimeout(() => res.end('</urlset>'), 20);
    }
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end('{"message":"No such sitemap file"}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  server = await startStaticServer({ root, port: 0, spa: true, seo: { appUrl: APP, apiUrl } });
});

afterAll(async () => {
  await server.stop();
  await new Promise((resolve) => api.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

it('answers /robots.txt: public pages allowed, the dashboard not, the sitemap named on the app origin', async () => {
  const res = await get('/robots.txt');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await res.text()).toBe(
    'User-agent: *\nAllow: /\nDisallow: /dashboard\n\nSitemap: https://cars.example.test/sitemap.xml\n',
  );
  expect(robotsTxt('https://cars.example.test/')).toContain('Sitemap: https://cars.example.test/sitemap.xml\n');
});

it("passes the API's sitemap files through, headers, compression and status as the API sent them", async () => {
  const index = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
  expect(index.status).toBe(200);
  expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(index.headers.get('cache-control')).toBe('public, max-age=3600');
  expect(index.headers.get('content-encoding')).toBe('gzip');
  expect(await index.text()).toBe(INDEX);
  expect(asked.at(-1)).toEqual({ url: '/sitemap.xml', acceptEncoding: 'gzip' });

  const file = await get('/sitemaps/listings-1.xml');
  expect(await file.text()).toBe('<urlset></urlset>');
  const missing = await get('/sitemaps/listings-9.xml');
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({ message: 'No such sitemap file' });
});

it('asks the API for nothing but sitemap files', async () => {
  const before = asked.length;
  for (const path of ['/sitemaps/../config.json', '/sitemaps/a/b.xml', '/sitemap.xml.bak', '/sitemaps/x.json'])
    await get(path);
  expect(asked.length).toBe(before);
});

it('answers 502 while the API cannot be reached', async () => {
  const offline = await startStaticServer({
    root,
    port: 0,
    spa: true,
    seo: { appUrl: APP, apiUrl: 'http://127.0.0.1:9' },
  });
  try {
    const res = await fetch(`${offline.url}/sitemap.xml`);
    expect(res.status).toBe(502);
  } finally {
    await offline.stop();
  }
});

it('marks the private pages noindex, and only them', async () => {
  for (const path of [
    '/dashboard',
    '/dashboard/products',
    '/login?from=%2F',
    '/register',
    '/reset-password',
    '/search',
  ]) {
    const res = await get(path, { accept: 'text/html' });
    expect([path, res.status, res.headers.get('x-robots-tag')]).toEqual([path, 200, 'noindex']);
  }
  for (const path of [
    '/',
    '/listing/0123456789abcdef01234567',
    '/seller/0123456789abcdef01234567',
    '/blog',
    '/loginx',
  ]) {
    const res = await get(path, { accept: 'text/html' });
    expect([path, res.headers.get('x-robots-tag')]).toEqual([path, null]);
  }
});
