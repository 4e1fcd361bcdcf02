// Records every JavaScript file a browser context loads (and every request, to tell which
// servers were contacted), with its size raw and gzip-compressed here (the server may send
// brotli; gzip numbers stay comparable), and the sources its source map lists.
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';

export interface ScriptLoad {
  url: string;
  origin: string;
  file: string;
  rawBytes: number;
  gzipBytes: number;
  /** Original sources from the chunk's source map (webpack:// paths); empty without a map. */
  sources: string[];
}

export interface Recorded {
  scripts: ScriptLoad[];
  /** URLs of scripts whose body could not be read. */
  unreadable: string[];
  /** Every URL requested, in order. */
  requestedUrls: string[];
}

export interface Recording {
  /** Everything recorded since the start, or since the given mark. */
  snapshot(since?: Mark): Promise<Recorded>;
  mark(): Mark;
}

export interface Mark {
  responses: number;
  requests: number;
}

const SOURCE_MAP_COMMENT = /\/\/# sourceMappingURL=(\S+)\s*$/;

export function recordScripts(context: BrowserContext): Recording {
  const pending: Promise<ScriptLoad | string>[] = [];
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  context.on('response', (response) => {
    if (isJavaScript(response)) pending.push(describe(response).catch(() => response.url()));
  });
  return {
    mark: () => ({ responses: pending.length, requests: requested.length }),
    snapshot: async (since = { responses: 0, requests: 0 }) => {
      const results = await Promise.all(pending.slice(since.responses));
      return {
        scripts: results.filter((result): result is ScriptLoad => typeof result !== 'string'),
        unreadable: results.filter((result): result is string => typeof result === 'string'),
        requestedUrls: requested.slice(since.requests),
      };
    },
  };
}

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.ok() && (response.request().resourceType() === 'script' || type.includes('javascript'));
}

async function describe(response: Response): Promise<ScriptLoad> {
  const url = new URL(response.url());
  const body = await bodyOf(response);
  return {
    url: url.href,
    origin: url.origin,
    file: url.pathname.split('/').pop() ?? url.pathname,
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    sources: await sourceMapSources(body.toString('utf8'), url),
  };
}

/** The browser may have dropped a body it no longer needs: then ask the server again. */
async function bodyOf(response: Response): Promise<Buffer> {
  try {
    return await response.body();
  } catch {
    const again = await fetch(response.url());
    if (!again.ok) throw new Error(`${response.url()}: HTTP ${again.status}`);
    return Buffer.from(await again.arrayBuffer());
  }
}

async function sourceMapSources(code: string, scriptUrl: URL): Promise<string[]> {
  const reference = SOURCE_MAP_COMMENT.exec(code.slice(-500))?.[1];
  if (!reference || reference.startsWith('data:')) return [];
  const response = await fetch(new URL(reference, scriptUrl));
  if (!response.ok) return [];
  const map = (await response.json()) as { sources?: string[] };
  return map.sources ?? [];
}
