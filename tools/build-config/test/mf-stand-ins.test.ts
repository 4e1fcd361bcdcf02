// The stand-ins the builds put in place of parts of Module Federation's runtime
// (webpack/federation.js, decision 0040): same exports as what they replace, and the semver
// matcher answers as MF's own for the ranges our package.json files and the runtime write.
// The modules are ESM files for the browser bundle, so a node child process imports them.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MF_STAND_INS_ALL, MF_STAND_INS_HOST } from '../webpack/federation';

const NODE_MODULES = join(__dirname, '../../../node_modules');

function runEsm(script: string): string {
  return execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], { encoding: 'utf8' });
}

/** The files each stand-in replaces, found the way the build finds them (its path pattern). */
function originals(): [string, string][] {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
    );
  const all = ['runtime-core', 'sdk', 'error-codes', 'webpack-bundler-runtime'].flatMap((pkg) =>
    files(join(NODE_MODULES, '@module-federation', pkg, 'dist')),
  );
  return ([...MF_STAND_INS_HOST, ...MF_STAND_INS_ALL] as [RegExp, string][]).map(
    ([pattern, standIn]): [string, string] => {
      const matched = all.filter((file) => pattern.test(file));
      expect(matched).toHaveLength(1); // an upgrade that moves the file fails here, not silently in the bundle
      return [matched[0], standIn];
    },
  );
}

test('each stand-in exports every name of the module it replaces', () => {
  const pairs = originals();
  const answer = runEsm(`
    const pairs = ${JSON.stringify(pairs)};
    const out = [];
    for (const [original, standIn] of pairs) {
      const replacement = await import(standIn);
      const missing = Object.keys(await import(original)).filter((name) => !(name in replacement));
      out.push([original.split('@module-federation/')[1], missing]);
    }
    console.log(JSON.stringify(out));
  `);
  const missing = (JSON.parse(answer) as [string, string[]][]).filter(([, names]) => names.length > 0);
  expect(missing).toEqual([]);
});

test("the shell's semver matcher answers as Module Federation's for the versions and ranges our builds write", () => {
  const [original, standIn] = originals().find(([file]) => file.includes('semver'))!;
  const answer = runEsm(`
    const { satisfy: ours } = await import(${JSON.stringify(standIn)});
    const { satisfy: theirs } = await import(${JSON.stringify(original)});
    const versions = ['0.0.3', '0.0.4', '0.1.0', '0.2.0', '1.0.0-beta', '1.0.0', '1.2.3', '1.2.4', '1.3.0', '1.4.0', '1.5.0', '2.0.0', '2.5.1', '5.1.0', '7.18.5', '19.3.0', '19.3.1', '19.4.0', '20.0.0'];
    const ranges = ['^19.3.1', '^0.1.0', '^0.0.3', '<=1.2.3', '<1.0.0', '>1.2.3', '>=1.2.3', '*', '', '~1.2.0', '1.x', '1.2.x', '>=1.0.0 <2.0.0', '^1.0.0 || ^2.0.0', '1.0.0 - 1.4.0', '1.2.3', '=1.2.3', '^7.18.5', '~5.9.3', '^19.3.1 || ^20.0.0', '~1', '<=1.2', '>1.2', '1.0.0 - 1.4', '>= 1.2.3', '^1.2', '1.2', 'x', '<2'];
    const differ = [];
    for (const v of versions) for (const r of ranges) if (ours(v, r) !== theirs(v, r)) differ.push([v, r, ours(v, r), theirs(v, r)]);
    console.log(JSON.stringify({ pairs: versions.length * ranges.length, differ, sample: [ours('19.4.0', '^19.3.1'), ours('20.0.0', '^19.3.1')] }));
  `);
  const { pairs, differ, sample } = JSON.parse(answer);
  expect(pairs).toBe(551);
  expect(differ).toEqual([]);
  expect(sample).toEqual([true, false]);
});
