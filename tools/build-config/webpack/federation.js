// The one webpack + Module Federation setup of the shell and the four remotes. Every app's
// webpack.config.js calls createWebpackConfig(); shared dependencies are declared only here, so
// the five builds cannot drift apart (the classic cause of two Reacts or two auth stores).
const path = require('path');
const { answerCrawler, seoOptions } = require('../seo');
const { answerSession } = require('../session');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { portOf } = require('@carmarket/stack-facts/ports');
const { RemoteRoutingPlugin } = require('./remote-routing');
const { ContractVersionPlugin } = require('./contract-version');
const { BrotliAssets } = require('./brotli-assets');
const { typescriptRule } = require('./typescript');

const SHARED_UI_DIR = path.dirname(require.resolve('@carmarket/shared-ui/package.json'));
const SHARED_UI_SRC = path.join(SHARED_UI_DIR, 'src') + path.sep;
const SHARED_UI_WIDGETS = path.join(SHARED_UI_DIR, 'widgets') + path.sep;
/** The shared router: shared-ui's curated React Router API (that file says why). */
const ROUTER_API = path.join(SHARED_UI_SRC, 'routing', 'react-router-dom.ts');
/** shared-ui's styling API, the one module that imports styled-components (decision 0046). */
const STYLING_API = path.join(SHARED_UI_SRC, 'theme', 'styling.tsx');

/**
 * Packages that must exist once per page, with the version range the app's package.json asks for.
 * Firebase is not among them, yet exists once: only shared-ui uses it (RestrictedImports fails
 * any other importer's build) and shared-ui is a singleton, so the one Auth instance is the one in
 * the shell's shared-ui. Bundled there instead of shared, Firebase is tree-shaken: a shared
 * module ships every export. React Router is shared as ROUTER_API for the same reason.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'swr',
  'styled-components',
  '@carmarket/shared-ui',
  '@carmarket/shared-ui/widgets',
];
/** Singletons whose shared module is ours rather than the package's entry. */
const SHARED_MODULES = { 'react-router-dom': ROUTER_API };
// Prefix keys share every sub-path the libraries import from themselves: react/jsx-runtime,
// react-dom/client, and the part of SWR that holds its cache, which swr/infinite imports too.
const PREFIXES = ['react/', 'react-dom/', 'swr/'];

function versionOf(pkgName) {
  const pkgJson =
    pkgName === '@carmarket/shared-ui'
      ? path.join(SHARED_UI_DIR, 'package.json')
      : require.resolve(`${pkgName}/package.json`, { paths: [SHARED_UI_DIR] });
  return require(pkgJson).version;
}

/** The `shared` option of ModuleFederationPlugin for the app in `appDir`. */
function sharedDependencies(appDir) {
  const deps = require(path.join(appDir, 'package.json')).dependencies || {};
  const packageOf = (request) =>
    request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  const entry = (request) => {
    const pkg = packageOf(request);
    const version = versionOf(pkg);
    const wanted = deps[pkg];
    // Workspace packages are listed as "*": require the version this monorepo builds instead.
    const requiredVersion = !wanted || wanted === '*' ? `^${version}` : wanted;
    return {
      singleton: true,
      requiredVersion,
      version,
      strictVersion: false,
      ...(SHARED_MODULES[request] && { import: SHARED_MODULES[request] }),
    };
  };
  const shared = {};
  for (const request of SINGLETONS) shared[request] = entry(request);
  for (const prefix of PREFIXES) shared[prefix] = entry(prefix.slice(0, -1));
  return shared;
}

// MF's runtime module asks for the entry chunk's file name before content hashes exist, only to
// learn its folder depth; webpack then throws on [contenthash]. Answer that early question
// with the unhashed name (same folder) and every real emit with the hashed one.
function hashedEntryFilename(pathData) {
  const hashes = pathData.chunk && pathData.chunk.contentHash;
  return hashes && hashes.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

/** Imports only one place may make: anywhere else they would create a second instance. */
const RESTRICTED_IMPORTS = [
  {
    request: /^@?firebase(\/|$)/,
    allowed: (issuer) => issuer.startsWith(SHARED_UI_SRC),
    rule: 'only shared-ui may use Firebase, so the page has one Auth instance; use its auth store (useAuth)',
  },
  {
    request: /^\.\.\//,
    allowed: (issuer) => !issuer.startsWith(SHARED_UI_WIDGETS),
    rule: "import the core as '@carmarket/shared-ui': a relative import would bundle a second copy of it (a second auth store) into the widgets chunk",
  },
  {
    request: /^styled-components(\/|$)/,
    allowed: (issuer) => issuer === STYLING_API,
    rule: "import styled, css, keyframes, ThemeProvider and useTheme from '@carmarket/shared-ui', whose styling API every app shares",
  },
  {
    request: /^react-router(\/|$)/,
    allowed: (issuer) => issuer === ROUTER_API,
    rule: "import from 'react-router-dom', the router every app shares",
  },
];

/** Fails the build of a module (outside node_modules) that makes a restricted import. */
class RestrictedImports {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('RestrictedImports', (factory) => {
      factory.hooks.beforeResolve.tap('RestrictedImports', ({ request, contextInfo: { issuer } }) => {
        if (!issuer || issuer.includes(`${path.sep}node_modules${path.sep}`)) return;
        const broken = RESTRICTED_IMPORTS.find((r) => r.request.test(request) && !r.allowed(issuer));
        if (broken) throw new Error(`${issuer} imports '${request}': ${broken.rule}.`);
      });
    });
  }
}

// MF's runtime core (~20 KB gzip) exists once per page: the shell's copy, published by the
// inject-external-runtime-core plugin, is used by every remote container, whose production build
// leaves it out (experiments.externalRuntime). Every app builds with the same pinned
// @module-federation/enhanced, so the remotes get the runtime they were built against. The
// plugin is given as its ESM file: the package's default (CJS) entry pulls a second, CJS copy of
// the runtime into the shell, which is why `provideExternalRuntime: true` made '/' bigger.
// A remote's dev server page keeps its own runtime: there is no shell on it.
const INJECT_RUNTIME_PLUGIN_ESM = require
  .resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [require.resolve('@module-federation/enhanced/webpack')],
  })
  .replace(/index\.cjs$/, 'index.js');

/** A bare request for a package other than ours ('swr', '@scope/pkg/sub'), and that package's name. */
function libraryRequested(request) {
  const match = /^((?:@[^/@.:][^/:]*\/)?[^/@.!:][^/!:]*)(\/[^!]*)?$/.exec(request);
  return match && !match[1].startsWith('@carmarket/') ? { name: match[1], subpath: match[2] || '' } : null;
}

/** A library's private files: its `_internal` entry, or its build or source folders by path. */
const PRIVATE_SUBPATH = /^\/(_internal|dist|src|lib|build|esm|cjs)(\/|$)/;

/**
 * Libraries are used as they document themselves (decision 0046): a module of ours that imports a
 * library's private path (`swr/_internal`, `pkg/dist/x.js`) fails the build, and so does any
 * request for a library that resolves outside node_modules (an alias or a plugin swapping one of
 * its files for ours), so an upgrade never turns into a search for what we replaced.
 */
class LibraryFilesAsShipped {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('LibraryFilesAsShipped', (factory) => {
      factory.hooks.beforeResolve.tap('LibraryFilesAsShipped', ({ request, contextInfo: { issuer } }) => {
        if (!issuer || issuer.includes(`${path.sep}node_modules${path.sep}`)) return;
        const library = libraryRequested(request);
        if (library && PRIVATE_SUBPATH.test(library.subpath))
          throw new Error(`${issuer} imports '${request}', a private path of ${library.name}: use what it documents.`);
      });
      // Last of every afterResolve tap, so it sees what any other plugin made of the request.
      factory.hooks.afterResolve.tap({ name: 'LibraryFilesAsShipped', stage: 1000 }, ({ request, createData }) => {
        const library = libraryRequested(request);
        const resource = createData.resource || '';
        if (library && resource && !resource.includes(`${path.sep}node_modules${path.sep}`))
          throw new Error(`'${request}' resolved to ${resource}, not to ${library.name}'s own files.`);
      });
    });
  }
}

function runtimeSharing(host, production) {
  // target 'web' drops the runtime's Node.js loaders; remote containers never load remotes; the
  // shell resolves remotes' manifests with its own small plugin (shell/src/federation/manifest-plugin.ts)
  // instead of MF's snapshot plugin and its preloading engine.
  const optimization = { target: 'web', disableRemote: !host, disableSnapshot: host };
  if (host) return { runtimePlugins: [INJECT_RUNTIME_PLUGIN_ESM], experiments: { optimization } };
  return { experiments: { externalRuntime: production, optimization } };
}

/**
 * @param {object} o
 * @param {string} o.dir          the app's folder (its package.json, tsconfig.json, src/)
 * @param {string} o.name         MF container name: 'shell' | 'storefront' | 'buyer' | 'seller' | 'admin';
 *                                also the service whose port (@carmarket/stack-facts) the dev server takes
 * @param {Record<string,string>} [o.exposes]  remotes: { './remote': './src/remote.ts' }
 * @param {boolean} [o.host]      the shell: absolute publicPath (deep links), no exposes
 * @param {string} [o.title]      <title> of the page
 * @param {() => unknown} [o.runtimeConfig]  dev server answers /config.json with its result
 */
function createWebpackConfig({ dir, name, exposes, host = false, title = 'CarMarket', runtimeConfig }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote's production build is only its container (remoteEntry + exposes); its standalone
      // harness page (src/index.ts) is a dev-server thing.
      entry: host || !production ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        // The shell serves deep links (/dashboard/x), so its assets load from '/'; a remote's
        // chunks load from wherever its manifest was fetched.
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: production ? hashedEntryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [typescriptRule(dir)],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedDependencies(dir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          ...runtimeSharing(host, production),
        }),
        new RestrictedImports(),
        new LibraryFilesAsShipped(),
        // The contract's routes and menu in the manifest: the shell reads them without the code.
        ...(exposes && exposes['./remote'] ? [new RemoteRoutingPlugin(path.join(dir, exposes['./remote']))] : []),
        // The contract version it was built against: the shell refuses an incompatible major.
        ...(exposes ? [new ContractVersionPlugin()] : []),
        // Root-relative script tags so deep links (/dashboard/x) load the page's own bundle.
        // Brotli at quality 11 beside each file, for the static servers.
        ...(production ? [new BrotliAssets()] : []),
        ...(host || !production
          ? [
              new HtmlWebpackPlugin({
                title,
                template: path.join(__dirname, 'index.html'),
                scriptLoading: 'defer',
                publicPath: '/',
              }),
            ]
          : []),
      ],
      performance: { hints: false }, // sizes are measured by `npm run bench -w shell`
      devServer: {
        port: portOf(name),
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: true,
        headers: host ? {} : { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false } },
        setupMiddlewares: (middlewares, server) => {
          if (runtimeConfig) server.app.get('/config.json', (_req, res) => res.json(runtimeConfig()));
          // The shell answers crawlers and the session's calls as its production server does.
          if (host) {
            const seo = () =>
              seoOptions(process.env, {
                appUrl: `http://localhost:${portOf(name)}`,
                apiUrl: runtimeConfig ? runtimeConfig().apiUrl : `http://localhost:${portOf('api')}`,
              });
            middlewares.unshift(
              {
                name: 'crawler-files',
                middleware: (req, res, next) => answerCrawler(req, res, req.path, seo()) || next(),
              },
              {
                name: 'server-session',
                middleware: (req, res, next) => answerSession(req, res, req.path, seo()) || next(),
              },
            );
          }
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createWebpackConfig, sharedDependencies, SINGLETONS, LibraryFilesAsShipped };
