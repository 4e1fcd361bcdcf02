// Runs every workspace's tests in two lanes side by side, then the end-to-end tests alone.
// The API's integration suite spends much of its time waiting on its databases and processes, so
// the other workspaces' suites run beside it instead of after it; e2e starts the whole stack and
// drives two browsers, so it gets the machine to itself. Each line of output carries its
// workspace's name; the exit code is non-zero when any suite failed (every suite still runs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { workspaces } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const ALONE_AT_THE_END = 'e2e';
const OWN_LANE = 'api';
for (const name of [ALONE_AT_THE_END, OWN_LANE])
  if (!workspaces.includes(name)) throw new Error(`${name} is not a workspace of package.json`);

// Jest names each failing test on a line starting with "●"; those lines are said again at the end,
// where a log cut to its tail still shows them.
const FAILING_TEST = /^\s*● (?!Console$)/;
const failingTests = new Map();

/** `npm test` in one workspace, its output prefixed line by line; resolves to whether it passed. */
function testWorkspace(workspace) {
  return new Promise((done) => {
    const child = spawn('npm', ['test', '--if-present', '-w', workspace], { stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = `[${workspace}] `;
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let partial = '';
      from.setEncoding('utf8');
      from.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop();
        for (const line of lines) {
          to.write(prefix + line + '\n');
          if (FAILING_TEST.test(line))
            failingTests.set(workspace, [...(failingTests.get(workspace) ?? []), line.trim()]);
        }
      });
      from.on('end', () => partial && to.write(prefix + partial + '\n'));
    }
    child.on('close', (code) => done(code === 0));
  });
}

async function inTurn(list) {
  const results = [];
  for (const workspace of list) results.push({ workspace, passed: await testWorkspace(workspace) });
  return results;
}

const started = Date.now();
const others = workspaces.filter((w) => w !== OWN_LANE && w !== ALONE_AT_THE_END);
const lanes = await Promise.all([inTurn([OWN_LANE]), inTurn(others)]);
const results = [...lanes.flat(), ...(await inTurn([ALONE_AT_THE_END]))];

const failed = results.filter((r) => !r.passed).map((r) => r.workspace);
console.log(
  `\nworkspace tests: ${results.length - failed.length} of ${results.length} passed in ${Math.round((Date.now() - started) / 1000)} s`,
);
if (failed.length) {
  for (const workspace of failed)
    for (const line of new Set(failingTests.get(workspace) ?? [])) console.error(`[${workspace}] ${line}`);
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
