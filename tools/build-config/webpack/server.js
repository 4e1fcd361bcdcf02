// A remote's server bundle: the module the shell's render server loads to draw the remote's public
// pages (shared-ui/src/server-contract.ts; decision 0056). Built with the remote's browser build
// into the same folder (`server/render.js` beside mf-manifest.json), so a release, promote or
// rollback moves both together. One CommonJS file for Node; the page singletons (React, the
// router, styled-components, SWR, zustand, shared-ui) are left to the render server, which holds
// the one copy of each that the shell's chrome and the remote's page render with.
const path = require('path');
const webpack = require('webpack');
const { SINGLETONS, LibraryFilesAsShipped } = require('./federation');
const { typescriptRule } = require('./typescript');

/** Where the server bundle lies in a build (and so in a release): beside mf-manifest.json. */
const SERVER_BUNDLE = 'server/render.js';

/** A request the render server answers with its own copy: a singleton or a sub-path of one (react/jsx-runtime, swr/infinite). */
function isSingleton(request) {
  return SINGLETONS.some((name) => request === name || request.startsWith(`${name}/`)) && !request.includes('/src/');
}

/**
 * @param {object} o
 * @param {string} o.dir    the remote's folder
 * @param {string} o.name   the remote's MF name; this config is `<name>-server`
 * @param {string} o.entry  its server module, e.g. './src/server.tsx'
 */
function createServerConfig({ dir, name, entry }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: `${name}-server`,
      mode: production ? 'production' : 'development',
      target: 'node20',
      context: dir,
      entry: { render: entry },
      output: {
        path: path.join(dir, 'dist'),
        filename: SERVER_BUNDLE,
        library: { type: 'commonjs2', export: 'default' },
        clean: false,
      },
      devtool: false,
      externalsType: 'commonjs',
      externals: ({ request }, callback) => (isSingleton(request) ? callback(null, request) : callback()),
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [typescriptRule(dir)],
      },
      // One file: a release is loaded by its URL, with nothing else to fetch.
      plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), new LibraryFilesAsShipped()],
      optimization: { minimize: false },
      performance: { hints: false },
    };
  };
}

/**
 * The remote's browser config (named) and, in a production
 * build (what `npm start`, a release and a container serve), its server config.
 */
function withServerBundle(browserConfig, server) {
  return (env, argv) => {
    const built = browserConfig(env, argv);
    // The two builds run side by side into one folder: the browser build's clean-up leaves the server's file.
    const output = { ...built.output, clean: { keep: (file) => file.startsWith(path.dirname(SERVER_BUNDLE)) } };
    const browser = { ...built, name: server.name, output };
    return argv.mode === 'development' ? browser : [browser, createServerConfig(server)(env, argv)];
  };
}

/**
 * A Node program of ours bundled into one file (the shell's render server): every module,
 * libraries included, so its image needs no node_modules, and its TypeScript goes through the
 * same rule as the browser builds, so the components it draws carry the same class names.
 * @param {object} o
 * @param {string} o.dir     the app's folder (its tsconfig.json)
 * @param {string} o.entry   the program, e.g. './server/main.ts'
 * @param {string} o.output  the file to write, relative to `dir`, e.g. 'dist-server/main.js'
 */
function createNodeProgramConfig({ dir, entry, output }) {
  return (_env, argv) => ({
    name: `${path.basename(dir)}-${path.basename(output, '.js')}`,
    mode: argv.mode === 'development' ? 'development' : 'production',
    target: 'node20',
    context: dir,
    entry: { main: entry },
    output: { path: path.join(dir, path.dirname(output)), filename: path.basename(output), clean: true },
    devtool: false,
    // __dirname is the bundle's own folder, as when the program ran from its source.
    node: { __dirname: false, __filename: false },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [typescriptRule(dir)] },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), new LibraryFilesAsShipped()],
    // Readable stack traces in the server's logs; size does not matter on a server.
    optimization: { minimize: false },
    performance: { hints: false },
    // Libraries' optional requires of packages they do without (e.g. a faster JSON parser).
    ignoreWarnings: [{ message: /Can't resolve|the request of a dependency is an expression/ }],
  });
}

module.exports = { createServerConfig, createNodeProgramConfig, withServerBundle, SERVER_BUNDLE };
