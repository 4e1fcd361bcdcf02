/** @jest-environment node */
// build/preload-startup.js reads webpack's and Module Federation's compilation objects (chunk
// groups of the entry's import('./bootstrap'), provide-shared modules by name): none of that is a
// documented plugin API. This builds a small host as the shell is built and checks the page asks
// for the bootstrap's chunk and for the shared library it consumes, so an upgrade of webpack or
// Module Federation that changes what the plugin reads fails here, not silently in the bench.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const HtmlWebpackPlugin = require('html-webpack-plugin');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PreloadStartupChunks } = require('../../build/preload-startup');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'preload-startup-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'index.js'), "import('./bootstrap');\n");
  writeFileSync(
    join(dir, 'src', 'bootstrap.js'),
    "import { createElement } from 'react';\ndocument.title = String(typeof createElement);\n",
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("preloads the bootstrap's chunk and the chunk of each shared library it consumes from the host", async () => {
  const entry = join(dir, 'src', 'index.js');
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: { main: './src/index.js' },
    output: {
      path: join(dir, 'dist'),
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:6].js',
    },
    resolve: { modules: [join(__dirname, '..', '..', '..', 'node_modules')] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        shared: { react: { singleton: true, requiredVersion: false } },
        dts: false,
      }),
      new HtmlWebpackPlugin({ minify: false }),
      new PreloadStartupChunks(entry),
    ],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result!))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  expect(stats.compilation.errors.map(String)).toEqual([]);

  const html = readFileSync(join(dir, 'dist', 'index.html'), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)"/g)].map(([, file]) => file);
  const chunkOf = (resource: RegExp) =>
    [...stats.compilation.chunks].find((chunk) =>
      [...stats.compilation.chunkGraph.getChunkModulesIterable(chunk)].some((m) =>
        resource.test((m as { resource?: string }).resource ?? ''),
      ),
    );
  const bootstrap = chunkOf(/src[\\/]bootstrap\.js$/);
  const react = chunkOf(/node_modules[\\/]react[\\/]/);
  expect(bootstrap).toBeDefined();
  expect(react).toBeDefined();
  expect(preloaded).toEqual(
    expect.arrayContaining([...bootstrap!.files, ...react!.files].filter((f) => f.endsWith('.js'))),
  );
  expect(preloaded).not.toContain('main.js'); // the entry itself is a script tag already
}, 300_000);
