import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildOne, type BuildTarget } from '../src/build-if-stale';

// A tiny monorepo whose "build" counts how often it ran.
let repo: string;
const target: BuildTarget = { name: 'app', workspace: 'app', output: 'dist/out.txt' };
const build = () => buildOne(repo, target, join(repo, 'logs'), () => undefined);
const buildCount = () => Number(readFileSync(join(repo, 'app/dist/out.txt'), 'utf8'));

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'build-if-stale-'));
  writeFileSync(
    join(repo, 'package.json'),
    JSON.stringify({ name: 'root', private: true, workspaces: ['lib', 'app'] }),
  );
  writeFileSync(join(repo, 'package-lock.json'), '{}');
  for (const dir of ['lib/src', 'app/src', 'app/test']) mkdirSync(join(repo, dir), { recursive: true });
  writeFileSync(join(repo, 'lib/package.json'), JSON.stringify({ name: '@carmarket/lib' }));
  writeFileSync(join(repo, 'lib/src/index.ts'), 'export const x = 1;');
  const script =
    "node -e \"const fs=require('fs');fs.mkdirSync('dist',{recursive:true});" +
    "let n=0;try{n=+fs.readFileSync('../count','utf8')}catch{};fs.writeFileSync('../count',String(n+1));" +
    "fs.writeFileSync('dist/out.txt',String(n+1))\"";
  writeFileSync(
    join(repo, 'app/package.json'),
    JSON.stringify({ name: 'app', scripts: { build: script }, dependencies: { '@carmarket/lib': '*' } }),
  );
  writeFileSync(join(repo, 'app/src/main.ts'), 'console.log(1);');
  writeFileSync(join(repo, 'app/src/main.test.ts'), 'it("a", () => {});');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

it('builds once, then skips while no build input changed', async () => {
  expect((await build()).built).toBe(true);
  expect((await build()).built).toBe(false);
  expect(buildCount()).toBe(1);
}, 30_000);

it('ignores test files but rebuilds for a changed source, dependency source or lock file', async () => {
  await build();
  writeFileSync(join(repo, 'app/src/main.test.ts'), 'it("b", () => {});');
  writeFileSync(join(repo, 'app/test/more.ts'), 'x');
  expect((await build()).built).toBe(false);

  writeFileSync(join(repo, 'app/src/main.ts'), 'console.log(2);');
  expect((await build()).built).toBe(true);
  writeFileSync(join(repo, 'lib/src/index.ts'), 'export const x = 2;');
  expect((await build()).built).toBe(true);
  writeFileSync(join(repo, 'package-lock.json'), '{"changed":true}');
  expect((await build()).built).toBe(true);
  expect(buildCount()).toBe(4);
}, 60_000);

it('rebuilds when the output is gone', async () => {
  await build();
  rmSync(join(repo, 'app/dist'), { recursive: true });
  expect((await build()).built).toBe(true);
}, 30_000);

it('reports a failed build with its output', async () => {
  writeFileSync(
    join(repo, 'app/package.json'),
    JSON.stringify({ name: 'app', scripts: { build: 'echo broken-config >&2; exit 3' } }),
  );
  await expect(build()).rejects.toThrow(/build app failed[\s\S]*broken-config/);
}, 30_000);
