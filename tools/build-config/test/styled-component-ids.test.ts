// A styled component's class name is the same in every build that compiles it (the shell's and the
// remotes' browser builds, a remote's server bundle, the render server) and does not depend on
// how many components were created before it: the render server creates them all at start-up,
// the browser as chunks arrive. Otherwise the browser could not hydrate the server's HTML.
import { join } from 'node:path';
import type { ReactElement } from 'react';
import ts from 'typescript';
import type webpack from 'webpack';

/* eslint-disable @typescript-eslint/no-require-imports */
const { createWebpackConfig } = require('../webpack/federation');
const { createServerConfig, createNodeProgramConfig } = require('../webpack/server');
/* eslint-enable @typescript-eslint/no-require-imports */

const REPO = join(__dirname, '..', '..', '..');
const STOREFRONT = join(REPO, 'mfe-storefront');
const SHELL = join(REPO, 'shell');
const PRODUCTION = { mode: 'production' };

/** A page's module as an app writes it; its file lies in the storefront. */
const PRICE_TAG = `
import { styled } from 'styled-components';
export const PriceTag = styled.strong\`
  color: rebeccapurple;
\`;
export const Label = styled.span\`
  font-weight: 700;
\`;
`;
const PRICE_TAG_FILE = join(STOREFRONT, 'src', 'features', 'price-tag.tsx');

type Transformers = () => ts.CustomTransformers;

/** The TypeScript transformers a webpack config's .tsx rule applies. */
function transformersOf(config: webpack.Configuration): Transformers | undefined {
  const rule = config.module!.rules!.find(
    (candidate) => candidate && typeof candidate === 'object' && String(candidate.test) === String(/\.tsx?$/),
  ) as webpack.RuleSetRule;
  return (rule.options as { getCustomTransformers?: Transformers }).getCustomTransformers;
}

const BUILDS: Record<string, webpack.Configuration> = {
  "the shell's browser build": createWebpackConfig({ dir: SHELL, name: 'shell', host: true })({}, PRODUCTION),
  "the storefront's browser build": createWebpackConfig({
    dir: STOREFRONT,
    name: 'storefront',
    exposes: { './remote': './src/remote.ts' },
  })({}, PRODUCTION),
  "the storefront's server bundle": createServerConfig({
    dir: STOREFRONT,
    name: 'storefront',
    entry: './src/server.tsx',
  })({}, PRODUCTION),
  'the render server': createNodeProgramConfig({
    dir: SHELL,
    entry: './server/main.ts',
    output: 'dist-server/main.js',
  })({}, PRODUCTION),
};

/**
 * The class names PriceTag and Label get when the module is compiled with `transformers` and run
 * in a fresh styled-components after `before` other components were created (as other chunks would).
 */
function classNames(transformers: Transformers | undefined, before: number): string[] {
  const { outputText } = ts.transpileModule(PRICE_TAG, {
    fileName: PRICE_TAG_FILE,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
    transformers: transformers?.(),
  });
  let names: string[] = [];
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a fresh styled-components per call */
    const sc = require('styled-components') as typeof import('styled-components');
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const { createElement } = require('react') as typeof import('react');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const others = Array.from({ length: before }, (_, i) => sc.styled.div`margin: ${i}px;`);
    expect(others).toHaveLength(before);
    const module = { exports: {} as Record<string, Parameters<typeof createElement>[0]> };
    new Function('require', 'module', 'exports', outputText)(require, module, module.exports);
    const html = renderToString(
      createElement(
        'p',
        null,
        createElement(module.exports.PriceTag),
        createElement(module.exports.Label),
      ) as ReactElement,
    );
    names = [...html.matchAll(/class="([^"]+)"/g)].map((match) => match[1]);
  });
  return names;
}

test.each(Object.keys(BUILDS))('%s gives each styled component its id at compile time', (build) => {
  const transformers = transformersOf(BUILDS[build]);
  expect(transformers).toBeDefined();
  const [priceTag, label] = classNames(transformers, 0);
  // The id names the component (readable in the page's markup) and is not the runtime's counter.
  expect(priceTag).toMatch(/^PriceTag-sc-[a-z0-9]+ [A-Za-z]+$/);
  expect(label).toMatch(/^Label-sc-[a-z0-9]+ [A-Za-z]+$/);
  expect(classNames(transformers, 7)).toEqual([priceTag, label]);
});

test('every build names a component alike', () => {
  const names = Object.values(BUILDS).map((config) => classNames(transformersOf(config), 0));
  expect(new Set(names.map((pair) => pair.join(' '))).size).toBe(1);
});

test('without the transform the name would depend on what was created before (what the transform is for)', () => {
  expect(classNames(undefined, 7)).not.toEqual(classNames(undefined, 0));
});
