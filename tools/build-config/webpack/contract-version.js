// The shell–remote contract version a remote was built against, written into its
// mf-manifest.json as `contract: { version }`. The shell compares its major with its own before
// it loads anything else of the remote (shell/src/federation/contract-version.ts).
//
// Read from shared-ui's contract.ts as this build compiled it (after loaders), the way
// remote-routing.js reads the routes: what the bundle carries is what the manifest says.
const fs = require('fs');
const path = require('path');

const CONTRACT_FILE = path.join(
  path.dirname(require.resolve('@carmarket/shared-ui/package.json')),
  'src',
  'contract.ts',
);
const DECLARATION = /export\s+const\s+CONTRACT_VERSION\s*=\s*['"](\d+\.\d+\.\d+)['"]/;

/** The CONTRACT_VERSION declared in contract.ts's text. */
function contractVersionOf(text, file = CONTRACT_FILE) {
  const match = DECLARATION.exec(text);
  if (!match) throw new Error(`${file} declares no CONTRACT_VERSION = '<major>.<minor>.<patch>'`);
  return match[1];
}

const MANIFEST = 'mf-manifest.json';

/** Adds `contract: { version }` to the mf-manifest.json the federation plugin emitted. */
class ContractVersionPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContractVersionPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractVersionPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const built = [...compilation.modules].find((module) => module.resource === CONTRACT_FILE);
          const source = built && built.originalSource && built.originalSource();
          const text = source ? source.source().toString() : fs.readFileSync(CONTRACT_FILE, 'utf8');
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.contract = { version: contractVersionOf(text) };
          compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

module.exports = { ContractVersionPlugin, contractVersionOf, CONTRACT_FILE };
