// docker-compose.yml is validated with Debian's docker-compose (no engine runs here: `config`
// only parses, interpolates and checks the file). .ci/run installs the binary.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO_ROOT = join(__dirname, '../../..');
const ENV_EXAMPLE = join(REPO_ROOT, '.env.example');
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

/** docker-compose with only PATH from this process, so a developer's env cannot fill the gaps. */
function compose(envFile: string, ...args: string[]) {
  return spawnSync('docker-compose', ['--env-file', envFile, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH },
    encoding: 'utf8',
  });
}

(hasCompose ? describe : describe.skip)('docker-compose.yml', () => {
  it('is valid with the settings documented in .env.example', () => {
    const result = compose(ENV_EXAMPLE, 'config', '-q');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs MongoDB, the API, the shell and each remote as its own service from its own Dockerfile', () => {
    const services = compose(ENV_EXAMPLE, 'config', '--services').stdout.trim().split('\n').sort();
    expect(services).toEqual(['admin', 'api', 'buyer', 'mongo', 'seller', 'shell', 'storefront']);
    const resolved = compose(ENV_EXAMPLE, 'config').stdout;
    for (const dockerfile of ['api', 'shell', 'mfe-storefront', 'mfe-buyer', 'mfe-seller', 'mfe-admin']) {
      expect(resolved).toContain(`dockerfile: ${dockerfile}/Dockerfile`);
    }
    expect(resolved).toContain('image: mongo:7');
    expect(resolved).toMatch(/mongo-data:\/data\/db/);
  });

  it('refuses to start without a required secret, naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compose-env-'));
    try {
      const envFile = join(dir, '.env');
      const withoutKey = readFileSync(ENV_EXAMPLE, 'utf8').replace(/^STRIPE_SECRET_KEY=.*$/m, '');
      writeFileSync(envFile, withoutKey);
      const result = compose(envFile, 'config', '-q');
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('set STRIPE_SECRET_KEY in .env');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Dockerfiles', () => {
  const deployables = ['api', 'shell', 'mfe-storefront', 'mfe-buyer', 'mfe-seller', 'mfe-admin'];

  it.each(deployables)('%s builds in stages and runs as the unprivileged node user', (folder) => {
    const dockerfile = readFileSync(join(REPO_ROOT, folder, 'Dockerfile'), 'utf8');
    expect(dockerfile.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).not.toContain('npm ci'); // dependencies come ready-made from a build stage
  });

  it('every workspace package.json is copied before npm ci (npm ci needs them all)', () => {
    const workspaces: string[] = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).workspaces;
    for (const folder of deployables) {
      const dockerfile = readFileSync(join(REPO_ROOT, folder, 'Dockerfile'), 'utf8');
      for (const workspace of workspaces) expect([folder, dockerfile.includes(`COPY ${workspace}/package.json`)]).toEqual([folder, true]);
    }
  });
});

