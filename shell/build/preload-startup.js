// What the shell's index.html asks for before main.js has arrived and run:
// - <link rel="preload"> for the shell's own chunks every page needs before anything renders: the
//   bootstrap chunk and the shared libraries it (and they) consume from the shell's build (React,
//   React DOM, the router, shared-ui, ...), fetched beside main.js instead of after it;
// - the runtime config, inline in the page as the server sends it (else /config.json), and the
//   storefront's manifest it names, by a small inline script whose results
//   src/federation/preload.ts then takes: the storefront's files are two round trips nearer.
// Only the shell's own files and its config URL, fixed by this build: a remote's files are
// preloaded at run time from the runtime config (src/federation/preload.ts), so its releases and
// rollbacks need no shell build.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The JS files of the chunk groups the blocks open and, recursively, of the shared modules those
 * chunks consume, as the shell provides them (the host's copy is the one the page uses).
 */
function startupFiles(compilation, blocks) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') provided.set(module._name, module);
  const files = new Set();
  const seenChunks = new Set();
  const visitBlock = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    for (const chunk of group ? group.chunks : []) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        const provider = module.type === 'consume-shared-module' && provided.get(module.options.shareKey);
        if (provider) provider.blocks.forEach(visitBlock);
      }
    }
  };
  blocks.forEach(visitBlock);
  return [...files];
}

/**
 * The inline start-up script. The shell's server puts the runtime config into the page as a JSON
 * data block (id 'carmarket-config', tools/stack/src/static-server.ts); without one (webpack's dev
 * server) the script asks for /config.json. Outside /dashboard it also asks for the storefront's
 * manifest at once (the storefront owns every other path), so its preload hints need no round
 * trip after main.js has run. The window properties are INLINE_CONFIG_REQUEST and
 * INLINE_MANIFEST_REQUEST in src/federation/preload.ts, which takes both.
 */
const STARTUP_REQUESTS = `(function (w) {
  var inline = document.getElementById('carmarket-config'), config;
  try { config = inline && JSON.parse(inline.textContent); } catch (e) {}
  if (!config) { w.__carmarketConfig = fetch('/config.json', { cache: 'no-store' }); return; }
  w.__carmarketConfig = Promise.resolve(new Response(inline.textContent));
  var manifest = config.remotes && config.remotes.storefront, path = location.pathname;
  if (manifest && path !== '/dashboard' && path.indexOf('/dashboard/') !== 0) {
    w.__carmarketManifest = { url: manifest, response: fetch(manifest, { cache: 'no-cache' }) };
  }
})(window);`;

class PreloadStartupChunks {
  /**
   * @param {string} entryFile the entry module whose dynamic import (`import('./bootstrap')`) starts the app
   * @param {string} startupRequest that import's request: the entry's other imports (the first
   *   page's early reads, which `/` never loads) are not every page's
   */
  constructor(entryFile, startupRequest = './bootstrap') {
    this.entryFile = entryFile;
    this.startupRequest = startupRequest;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunks', (data) => {
        const entry = [...compilation.modules]
          .flatMap((m) => (m.modules ? [...m.modules] : [m]))
          .find((m) => m.resource === this.entryFile);
        if (!entry) throw new Error(`PreloadStartupChunks: ${this.entryFile} is not in the build`);
        const publicPath = data.publicPath || '/';
        const startup = entry.blocks.filter((block) =>
          block.dependencies.some((dependency) => dependency.request === this.startupRequest),
        );
        if (startup.length === 0)
          throw new Error(`PreloadStartupChunks: ${this.entryFile} has no import('${this.startupRequest}')`);
        const links = startupFiles(compilation, startup).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {}, STARTUP_REQUESTS));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunks, STARTUP_REQUESTS };
