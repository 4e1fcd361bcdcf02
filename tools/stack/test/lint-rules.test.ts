// The repository's ESLint config (eslint.config.mjs) refuses imports across the processes'
// boundaries and into a library's private paths. ESLint loads its config with a native import(),
// which jest's module sandbox does not run, so each snippet is linted by ESLint's Node API in a child
// Node process (one for the whole file), with a file name that places it in a workspace.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const REPO = join(__dirname, '..', '..', '..');

interface Snippet {
  filePath: string;
  code: string;
}

/** The rule ids ESLint reports for each snippet, in order. */
function lint(snippets: Snippet[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const snippets = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const results = [];
      for (const { filePath, code } of snippets) {
        const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
        results.push(result.messages.map((m) => m.ruleId ?? m.message));
      }
      process.stdout.write(JSON.stringify(results));
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const run = spawnSync(process.execPath, ['-e', script], { cwd: REPO, input: JSON.stringify(snippets) });
  if (run.status !== 0) throw new Error(run.stderr.toString());
  return JSON.parse(run.stdout.toString()) as string[][];
}

const importOf = (source: string) => `import { thing } from '${source}';\nexport const used = thing;\n`;
const at = (filePath: string, source: string): Snippet => ({ filePath: join(REPO, filePath), code: importOf(source) });

const BOUNDARY = 'no-restricted-imports';
const PRIVATE_PATH = 'no-restricted-syntax';

const boundaryCases: [string, Snippet, string[]][] = [
  [
    'a remote importing another remote by package',
    at('mfe-buyer/src/pages/X.tsx', '@carmarket/mfe-storefront'),
    [BOUNDARY],
  ],
  [
    'a remote importing another remote by a relative path',
    at('mfe-buyer/src/pages/X.tsx', '../../../mfe-storefront/src/pages/Home'),
    [BOUNDARY],
  ],
  ['a remote importing the shell', at('mfe-admin/src/pages/X.tsx', '../../../shell/src/layout/Nav'), [BOUNDARY]],
  ['shared-ui importing a remote', at('shared-ui/widgets/X.tsx', '@carmarket/mfe-seller/src/remote'), [BOUNDARY]],
  ['shared-ui importing the shell', at('shared-ui/src/X.ts', '../../shell/src/index'), [BOUNDARY]],
  ['the API importing a web package', at('api/src/orders/x.ts', '@carmarket/shared-ui'), [BOUNDARY]],
  ['the API importing a remote by a relative path', at('api/test/x.spec.ts', '../../mfe-buyer/src/api/x'), [BOUNDARY]],
  ['a remote importing shared-ui', at('mfe-buyer/src/pages/X.tsx', '@carmarket/shared-ui/widgets'), []],
  ['a remote importing its own modules', at('mfe-buyer/src/pages/X.tsx', '../features/booking/Booking'), []],
  ['the shell importing shared-ui', at('shell/src/X.tsx', '@carmarket/shared-ui'), []],
];

const privatePathCases: [string, Snippet, string[]][] = [
  ["SWR's _internal", at('mfe-buyer/src/api/x.ts', 'swr/_internal'), [PRIVATE_PATH]],
  ["a scoped package's dist/", at('api/src/common/x.ts', '@nestjs/throttler/dist/throttler.guard'), [PRIVATE_PATH]],
  ["a package's src/", at('shell/src/x.ts', 'react-router/src/index'), [PRIVATE_PATH]],
  [
    'a require of one',
    { filePath: join(REPO, 'tools/stack/src/x.ts'), code: "export const x = require('firebase/dist/index');\n" },
    ['@typescript-eslint/no-require-imports', PRIVATE_PATH],
  ],
  ["a package's documented subpath", at('mfe-buyer/src/api/x.ts', 'swr/infinite'), []],
  ["one of our workspaces' modules", at('mfe-buyer/src/api/x.ts', '@carmarket/shared-ui/src/api/asset-url'), []],
];

// One ESLint start for every case.
const results = lint([...boundaryCases, ...privatePathCases].map(([, snippet]) => snippet));

/** Each case's rules, as `it.each` rows: the name, the rules expected and the rules reported. */
const rows = (cases: [string, Snippet, string[]][], offset: number) =>
  cases.map(([name, , expected], i) => [name, expected, results[offset + i]] as const);

describe('the import boundaries between processes', () => {
  it.each(rows(boundaryCases, 0))('%s: %j', (_name, expected, reported) => {
    expect(reported).toEqual(expected);
  });
});

describe("a library's private paths", () => {
  it.each(rows(privatePathCases, boundaryCases.length))('%s: %j', (_name, expected, reported) => {
    expect(reported).toEqual(expected);
  });
});
