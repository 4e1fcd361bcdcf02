// Each script, style sheet and JSON file of a production build also as `<file>.br`, brotli at its
// highest quality (11): ~7 % fewer bytes than the quality a server can afford per request (9),
// paid once per build. The static servers send it to browsers that accept brotli
// (tools/stack/src/static-server.ts), and compress at run time only what has none.
const { promisify } = require('node:util');
const { brotliCompress, constants } = require('node:zlib');
const { Compilation, sources } = require('webpack');

const compress = promisify(brotliCompress);
const COMPRESSED = /\.(js|css|json)$/;
/** Below this a response is sent as it is (the static server's threshold too). */
const MIN_BYTES = 1024;

class BrotliAssets {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BrotliAssets', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'BrotliAssets', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const named = Object.keys(assets).filter((name) => COMPRESSED.test(name) && assets[name].size() >= MIN_BYTES);
          await Promise.all(
            named.map(async (name) => {
              const raw = assets[name].buffer();
              const br = await compress(raw, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
              });
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { compressed: true });
            }),
          );
        },
      );
    });
  }
}

module.exports = { BrotliAssets };
