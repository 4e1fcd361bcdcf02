// What the shell's index.html asks for before main.js has arrived and run:
// - <link rel="preload"> for the shell's own chunks every page needs before anything renders: the
//   bootstrap chunk and the shared libraries it (and they) consume from the shell's build (React,
//   React DOM, the router, shared-ui, ...), fetched beside main.js instead of after it;
// - the runtime config (/config.json, always fresh), by a one-line inline script whose request
//   src/federation/preload.ts then reads: the remote manifests it names are a round trip nearer.
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

/** Kept in step with INLINE_CONFIG_REQUEST in src/federation/preload.ts. */
const CONFIG_REQUEST = "window.__carmarketConfig = fetch('/config.json', { cache: 'no-store' });";

class PreloadStartupChunks {
  /** @param {string} entryFile the entry module whose dynamic import (`import('./bootstrap')`) starts the app */
  constructor(entryFile) {
    this.entryFile = entryFile;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunks', (data) => {
        const entry = [...compilation.modules].flatMap((m) => (m.modules ? [...m.modules] : [m])).find((m) => m.resource === this.entryFile);
        if (!entry) throw new Error(`PreloadStartupChunks: ${this.entryFile} is not in the build`);
        const publicPath = data.publicPath || '/';
        const links = startupFiles(compilation, entry.blocks).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {}, CONFIG_REQUEST));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunks };
