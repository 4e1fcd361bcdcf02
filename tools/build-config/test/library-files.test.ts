// Libraries are used as they ship: the builds fail on an import of a library's private path and
// on a library request that ends up anywhere but in that library's own files (an alias, or a
// plugin swapping a file), so a dependency upgrade never hides behind a replaced file.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LibraryFilesAsShipped } = require('../webpack/federation');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'library-files-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'documented.js'), "export { default as useSWR } from 'swr';\n");
  writeFileSync(join(dir, 'src', 'private.js'), "export { defaultConfig } from 'swr/_internal';\n");
  writeFileSync(join(dir, 'src', 'our-swr.js'), 'export default function useSWR() {}\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The build's errors, as text. */
async function build(entry: string, extra: webpack.Configuration = {}): Promise<string[]> {
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: `./src/${entry}`,
    output: { path: join(dir, 'dist') },
    resolve: { modules: [join(__dirname, '..', '..', '..', 'node_modules')], ...extra.resolve },
    plugins: [new LibraryFilesAsShipped(), ...(extra.plugins ?? [])],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result!))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  return stats.compilation.errors.map((error) => error.message);
}

it("builds an import of a library's documented entry", async () => {
  expect(await build('documented.js')).toEqual([]);
}, 60_000);

it("fails an import of a library's private path", async () => {
  expect((await build('private.js')).join('\n')).toMatch(/imports 'swr\/_internal', a private path of swr/);
}, 60_000);

it('fails a library request an alias points at a file of ours', async () => {
  const errors = await build('documented.js', { resolve: { alias: { swr$: join(dir, 'src', 'our-swr.js') } } });
  expect(errors.join('\n')).toMatch(/'swr' resolved to .*our-swr\.js, not to swr's own files/);
}, 60_000);

it("fails a plugin that swaps a library's file after it was resolved", async () => {
  const swap = {
    apply(compiler: webpack.Compiler) {
      compiler.hooks.normalModuleFactory.tap('Swap', (factory) =>
        factory.hooks.afterResolve.tap('Swap', ({ createData }) => {
          if (/node_modules[\\/]swr[\\/]/.test(createData.resource ?? ''))
            createData.resource = join(dir, 'src', 'our-swr.js');
        }),
      );
    },
  };
  expect((await build('documented.js', { plugins: [swap] })).join('\n')).toMatch(/not to swr's own files/);
}, 60_000);
