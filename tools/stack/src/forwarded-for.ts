// X-Forwarded-For as a proxy passes it on: the chain it was given, then the address the request
// came from. Every hop between the visitor and the API appends its peer, so the API, trusting
// only its own proxies' addresses (TRUST_PROXY), walks back past them to the visitor, and an
// address a visitor wrote into the header is never reached.
import type { IncomingMessage } from 'node:http';

export function forwardedFor(req: IncomingMessage): string | undefined {
  const given = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(given) ? given.join(', ') : given)?.trim();
  const peer = req.socket.remoteAddress;
  if (!peer) return chain || undefined;
  return chain ? `${chain}, ${peer}` : peer;
}
