// Starts the stack `npm start` runs (building what is stale), on free ports unless the usual
// port variables say otherwise, with a fresh database so every run starts from the seed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startControlServer, startStack } from '@carmarket/stack';
import { publishStack } from './support/stack-handle';

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'carmarket-e2e-'));
  const stack = await startStack({
    dataDir,
    // Releases made by the tests go to the run's own stores, not the remotes' releases/ folders.
    releasesRoot: join(dataDir, 'releases'),
    freePortsByDefault: true,
    onProgress: (message) => console.log(`[stack] ${message}`),
  });
  const control = await startControlServer(stack);
  publishStack({ stack, control });
  console.log(
    `[stack] ready in ${((Date.now() - started) / 1000).toFixed(1)} s: shell ${stack.urls.shell}, API ${stack.urls.api}`,
  );
}
