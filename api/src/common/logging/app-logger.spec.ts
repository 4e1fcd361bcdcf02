// The request log is buffered for speed; what it must never do is lose lines when the process ends.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const LOGGER = join(__dirname, 'app-logger.ts');

function runNode(script: string) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', '-e', `const { createPino } = require(${JSON.stringify(LOGGER)});\n${script}`],
    {
      encoding: 'utf8',
      timeout: 20_000,
    },
  );
}

const lines = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string });

it('writes every line before the process exits, also when it crashes', () => {
  const crashed = runNode(
    "const log = createPino('info'); log.info('request one'); log.error('about to fail'); setTimeout(() => { throw new Error('boom'); }, 10);",
  );
  expect(crashed.status).not.toBe(0);
  expect(lines(crashed.stdout).map((line) => line.msg)).toEqual(['request one', 'about to fail']);
});

it('writes a line within about a second even when nothing else is logged', () => {
  const waited = runNode(
    "const log = createPino('info'); log.info('lonely line'); setTimeout(() => { require('fs').writeSync(2, 'checked'); process.kill(process.pid, 'SIGKILL'); }, 1500);",
  );
  expect(waited.stderr).toContain('checked');
  expect(lines(waited.stdout).map((line) => line.msg)).toEqual(['lonely line']);
});
