// shared-ui/src/api-types.ts is generated from the API's OpenAPI document (scripts/api-types.mjs):
// this fails while the committed file no longer matches the document, and says how to fix it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '../src/openapi';

const GENERATOR = path.join(__dirname, '../scripts/api-types.mjs');
const API_TYPES = path.join(__dirname, '../../shared-ui/src/api-types.ts');

/** The generator's output for a document (a child process: openapi-typescript's dependencies are ESM-only). */
function render(document: object): string {
  return execFileSync(process.execPath, [GENERATOR, '--render'], { input: JSON.stringify(document), encoding: 'utf8' });
}

function firstDifference(committed: string, fresh: string): string {
  const [was, now] = [committed.split('\n'), fresh.split('\n')];
  const line = was.findIndex((text, i) => text !== now[i]);
  const at = line === -1 ? was.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(was[at] ?? '<end of file>')}, generated ${JSON.stringify(now[at] ?? '<end of file>')}`;
}

it('shared-ui/src/api-types.ts is what the current OpenAPI document generates', async () => {
  const fresh = render(await buildOpenApiDocument());
  const committed = readFileSync(API_TYPES, 'utf8');
  if (fresh !== committed) {
    throw new Error(
      `shared-ui/src/api-types.ts is stale: run \`npm run api-types -w api\` and commit the result.\n(${firstDifference(committed, fresh)})`,
    );
  }
});
