// ESLint for the whole repository (`npm run lint`, part of `npm test`). Prettier owns layout, so no
// rule here is about formatting. The import boundaries between the processes live here and nowhere else.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-storefront', 'mfe-buyer', 'mfe-seller', 'mfe-admin'];
const webPackages = [...remotes, 'shell', 'shared-ui'];

/**
 * An import of a workspace, by package name (`@carmarket/mfe-buyer/...`) or by a relative path that
 * walks into its folder (`../../mfe-buyer/src/...`).
 */
function workspaceImport(workspace, message) {
  return { regex: `^(@carmarket/${workspace}|(\\.\\.?/)+(.*/)?${workspace})(/|$)`, message };
}

/** shared-ui (its test helpers too) by its package name: a path that walks out of the workspace into it breaks when either moves. */
const sharedUiByName = {
  regex: String.raw`^(\.\./)+(.*/)?shared-ui/`,
  message: 'Import shared-ui by its package name (@carmarket/shared-ui/...), not by a path into its folder.',
};

/** Each process is built and released on its own, so it may only import what it is allowed to depend on. */
const boundaries = {
  'mfe-*': (self) => [
    ...remotes
      .filter((remote) => remote !== self)
      .map((remote) =>
        workspaceImport(remote, 'A remote never imports another remote: share it through shared-ui instead.'),
      ),
    workspaceImport('shell', 'A remote never imports the shell: it must run inside any host.'),
    sharedUiByName,
  ],
  'shared-ui': () => [
    ...remotes.map((remote) => workspaceImport(remote, 'shared-ui never imports a remote: remotes build on it.')),
    workspaceImport('shell', 'shared-ui never imports the shell: the shell builds on it.'),
  ],
  shell: () => [
    ...remotes.map((remote) =>
      workspaceImport(remote, 'The shell loads remotes at run time through Module Federation, never by import.'),
    ),
    sharedUiByName,
  ],
  api: () =>
    webPackages.map((web) =>
      workspaceImport(web, 'The API never imports a web package: they are built for the browser.'),
    ),
};

function boundaryConfig(workspace, patterns) {
  return {
    name: `carmarket/boundaries/${workspace}`,
    files: [`${workspace}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

/**
 * A third-party library's private paths (`_internal`, `dist/...`, `src/...`) change without notice in
 * any release: import only what the library documents. Our own workspaces (`@carmarket/...`) are ours.
 */
const privatePath = String.raw`/^(?!@carmarket\/)(@[^/]+\/)?[^./][^/]*\/(.+\/)?(_internal|dist|src)(\/|$)/`;
const privatePathMessage = "Import only a library's documented entry points, never its private paths.";
const privatePathRules = [
  { selector: `ImportDeclaration[source.value=${privatePath}]`, message: privatePathMessage },
  { selector: `ExportNamedDeclaration[source.value=${privatePath}]`, message: privatePathMessage },
  { selector: `ExportAllDeclaration[source.value=${privatePath}]`, message: privatePathMessage },
  { selector: `ImportExpression[source.value=${privatePath}]`, message: privatePathMessage },
  {
    selector: `CallExpression[callee.name='require'][arguments.0.value=${privatePath}]`,
    message: privatePathMessage,
  },
  {
    selector: `CallExpression[callee.object.name='jest'][arguments.0.value=${privatePath}]`,
    message: privatePathMessage,
  },
];

/**
 * The frontends call the API typed by path (shared-ui's apiClient, useApi, usePagedApi): the
 * answer's type comes from the API's document, never from the caller. The untyped calls remain in
 * shared-ui only for remotes built before, and for the typed client built on them.
 */
const typedApiMessage =
  "Call the API typed by path (apiClient.get('/listings/{id}', { params }), useApi, usePagedApi): its answer's type comes from the generated api-types, not from a type argument.";
const typedApiRules = [
  {
    selector: `CallExpression[typeArguments][callee.property.name=/^(get|post|put|del|delete|page)$/]`,
    message: typedApiMessage,
  },
  {
    selector: `CallExpression[typeArguments][callee.name=/^(useApi|usePagedApi|apiFetch|apiFetchPage|prefetch|prefetchPage)$/]`,
    message: typedApiMessage,
  },
  {
    selector: `CallExpression[callee.object.name='api'][callee.property.name=/^(get|post|put|del|page)$/]`,
    message: typedApiMessage,
  },
  { selector: `CallExpression[callee.name=/^(apiFetch|apiFetchPage)$/]`, message: typedApiMessage },
];

export default defineConfig(
  {
    name: 'carmarket/ignores',
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '**/.data/**',
      '**/bench-results/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'mfe-*/releases/**',
      // Generated from the OpenAPI document by `npm run api-types -w api`, never edited by hand.
      'shared-ui/src/api-types.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'carmarket/everywhere',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Arguments and caught errors named `_` on purpose (a signature to keep) are not mistakes.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // An interface that extends one type is how a class declares the fields decorators add at run time.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `/// <reference path>` pulls in an ambient module declaration (a .d.ts for an untyped import).
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
      // The control characters in our patterns are there on purpose: input containing them is refused.
      'no-control-regex': 'off',
      'no-restricted-syntax': ['error', ...privatePathRules],
    },
  },
  {
    name: 'carmarket/commonjs',
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // Plain-JS files (webpack and jest configs, build tools) are CommonJS modules: require is how they import.
      '@typescript-eslint/no-require-imports': 'off',
      // `const crypto = require('node:crypto')` names the module in its own scope; it hides no global by mistake.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  {
    name: 'carmarket/decorated-classes',
    files: ['api/src/**/*.{dto,views}.ts'],
    rules: {
      // A DTO or view whose fields are added per kind at run time (one decorator call per kind) declares
      // them through an interface of the same name: the merge is the point.
      '@typescript-eslint/no-unsafe-declaration-merging': 'off',
    },
  },
  {
    name: 'carmarket/compiled-api-bench',
    files: ['api/bench/bare-queries-server.ts'],
    rules: {
      // It loads the API's compiled dist/ (tsx emits no decorator metadata): a path known only at run time.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    name: 'carmarket/e2e',
    files: ['e2e/**/*.ts'],
    rules: {
      // Playwright reads a fixture's needs from its first parameter's destructuring: `{}` says it needs none.
      'no-empty-pattern': 'off',
    },
  },
  {
    name: 'carmarket/web',
    files: [`{${webPackages.join(',')}}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two rules every hook must keep. The plugin's React Compiler rules (refs, purity,
    // set-state-in-effect, static-components...) judge code for a compiler this repository does not run.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    name: 'carmarket/typed-api-calls',
    files: [`{${webPackages.join(',')}}/**/*.{ts,tsx}`],
    // The typed client itself, and the tests of the untyped calls it is built on.
    ignores: ['shared-ui/src/api/**', 'shared-ui/widgets/usePagedApi.ts', 'shared-ui/src/__tests__/api-*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...privatePathRules, ...typedApiRules] },
  },
  {
    name: 'carmarket/tests-and-benches',
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/__tests__/**', '**/*.spec.ts', '**/bench/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // They read JSON answers of whatever shape the call returns: typing each body adds noise, not safety.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  ...remotes.map((remote) => boundaryConfig(remote, boundaries['mfe-*'](remote))),
  boundaryConfig('shared-ui', boundaries['shared-ui']()),
  boundaryConfig('shell', boundaries.shell()),
  boundaryConfig('api', boundaries.api()),
);
