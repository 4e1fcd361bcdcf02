// Which chunks of the production builds hold the Stripe SDK, read from their source maps: in the
// sandbox stack the browser never asks for them, so the bench names them from the builds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { hasStripe } from './classify';

export interface BuiltChunk {
  app: string;
  file: string;
  gzipBytes: number;
}

export function stripeChunksInBuilds(distByApp: Record<string, string>): BuiltChunk[] {
  const found: BuiltChunk[] = [];
  for (const [app, dist] of Object.entries(distByApp)) {
    if (!existsSync(dist)) continue;
    for (const map of readdirSync(dist).filter((file) => file.endsWith('.js.map'))) {
      const { sources = [] } = JSON.parse(readFileSync(join(dist, map), 'utf8')) as { sources?: string[] };
      if (!hasStripe({ sources, origin: '' })) continue;
      const file = map.slice(0, -'.map'.length);
      found.push({ app, file, gzipBytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length });
    }
  }
  return found;
}
