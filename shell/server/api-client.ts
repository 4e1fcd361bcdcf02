// How the render server reaches the API: plain GETs over kept-alive node:http connections. A
// signed-in page makes six reads; profiled at 100k listings, the global fetch (undici's web streams,
// its body mixins, their garbage) cost about a fifth of the render server's CPU per page. The same
// GET on node:http's own sockets skips that layer. Decision 0078.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** An answer as the render server uses it: its status, its text and the headers it asks for. */
export interface RawAnswer {
  status: number;
  text: string;
  header(name: string): string | null;
}

/** GET `url` with `headers`, abandoned when `signal` aborts. */
export type HttpGet = (url: string, headers: Record<string, string>, signal: AbortSignal) => Promise<RawAnswer>;

/** The same GET through a fetch (tests hand one in to watch or delay the reads). */
export const fetchGet =
  (fetchImpl: typeof fetch): HttpGet =>
  async (url, headers, signal) => {
    const response = await fetchImpl(url, { headers, signal });
    return { status: response.status, text: await response.text(), header: (name) => response.headers.get(name) };
  };

/** GETs over connections kept open between requests (one pool per protocol, as the global fetch has). */
export function keepAliveGet(): HttpGet {
  const agents = { 'http:': new HttpAgent({ keepAlive: true }), 'https:': new HttpsAgent({ keepAlive: true }) };
  const once = (url: URL, headers: Record<string, string>, signal: AbortSignal) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const https = url.protocol === 'https:';
      const agent = https ? agents['https:'] : agents['http:'];
      const request = (https ? httpsRequest : httpRequest)(url, { headers, signal, agent }, (response) => {
        response.setEncoding('utf8');
        let text = '';
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text, header: headerOf(response) }));
        response.on('error', reject);
      });
      request.on('error', (error: NodeJS.ErrnoException) =>
        // The API may close a kept connection just as it is reused: that one request goes again on a new one.
        reject(Object.assign(error, { reusedSocket: request.reusedSocket })),
      );
      request.end();
    });
  return async (url, headers, signal) => {
    const target = new URL(url);
    try {
      return await once(target, headers, signal);
    } catch (error) {
      const failed = error as NodeJS.ErrnoException & { reusedSocket?: boolean };
      if (!failed.reusedSocket || failed.code !== 'ECONNRESET' || signal.aborted) throw error;
      return once(target, headers, signal);
    }
  };
}

const headerOf = (response: IncomingMessage) => (name: string) => {
  const value = response.headers[name.toLowerCase()];
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
};
