// docker-compose.yml is validated with Debian's docker-compose (no engine runs here: `config`
// only parses, interpolates and checks the file). .ci/run installs the binary.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { SERVICE_PORTS } from '@carmarket/stack-facts/ports';

const REPO_ROOT = join(__dirname, '../../..');
const ENV_EXAMPLE = join(REPO_ROOT, '.env.example');
const DOCKERFILE = join(REPO_ROOT, 'Dockerfile');
/** Each deployable: the Dockerfile target it ships as and the web app folder (the APP build arg). */
const DEPLOYABLES = {
  api: { target: 'api' },
  shell: { target: 'shell', app: 'shell' },
  storefront: { target: 'remote', app: 'mfe-storefront' },
  buyer: { target: 'remote', app: 'mfe-buyer' },
  seller: { target: 'remote', app: 'mfe-seller' },
  admin: { target: 'remote', app: 'mfe-admin' },
  render: { target: 'render' },
} as const;
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

/** docker-compose with only PATH from this process, so a developer's env cannot fill the gaps. */
function compose(envFile: string, ...args: string[]) {
  return spawnSync('docker-compose', ['--env-file', envFile, ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH },
    encoding: 'utf8',
  });
}

/** Whether the Dockerfile stage `target` declares a HEALTHCHECK of its own. */
function imageHealthcheck(target: string): boolean {
  const stage = readFileSync(DOCKERFILE, 'utf8')
    .split(/^(?=FROM )/m)
    .find((text) => text.match(/^FROM \S+ AS (\S+)/)?.[1] === target);
  return stage?.includes('HEALTHCHECK') ?? false;
}

(hasCompose ? describe : describe.skip)('docker-compose.yml', () => {
  it('is valid with the settings documented in .env.example', () => {
    const result = compose(ENV_EXAMPLE, 'config', '-q');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('runs MongoDB, the API, the shell and each remote as its own service, each from its own target of the Dockerfile', () => {
    const services = compose(ENV_EXAMPLE, 'config', '--services').stdout.trim().split('\n').sort();
    expect(services).toEqual([
      'admin',
      'api',
      'buyer',
      'mongo',
      'proxy',
      'render',
      'render-proxy',
      'seller',
      'shell',
      'storefront',
    ]);
    const resolved = compose(ENV_EXAMPLE, 'config').stdout;
    for (const [service, { target, ...arg }] of Object.entries(DEPLOYABLES)) {
      const block = resolved.match(new RegExp(`^  ${service}:\\n((?:    .*\\n|  - .*\\n)+)`, 'm'))?.[1] ?? '';
      expect([service, block]).toEqual([service, expect.stringContaining(`target: ${target}\n`)]);
      if ('app' in arg) expect([service, block]).toEqual([service, expect.stringContaining(`APP: ${arg.app}\n`)]);
      expect([service, block]).toEqual([service, expect.not.stringContaining('dockerfile:')]); // the root Dockerfile
    }
    expect(resolved).toContain('image: mongo:7');
    expect(resolved).toMatch(/mongo-data:\/data\/db/);
  });

  it('runs three API replicas behind nginx, on a replica set they wait for, with a healthcheck on every service', () => {
    const resolved = compose(ENV_EXAMPLE, 'config').stdout;
    const block = (service: string) =>
      resolved.match(new RegExp(`^  ${service}:\\n((?:    .*\\n|  - .*\\n)+)`, 'm'))?.[1] ?? '';
    expect(block('api')).toMatch(/deploy:\n\s+replicas: 3\n/);
    expect(block('api')).toContain('replicaSet=rs0');
    expect(block('api')).toMatch(/mongo:\n\s+condition: service_healthy/);
    expect(block('api')).not.toContain('published'); // reached through the proxy only
    expect(block('mongo')).toContain('--replSet');
    expect(block('mongo')).toContain('rs.initiate');
    expect(block('proxy')).toMatch(/image: nginx:/);
    expect(block('proxy')).toContain('/deploy/nginx/api.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(block('proxy')).toMatch(/published: 4000\n\s+target: 8080/); // API_PORT, as npm start's API
    // mongo and proxy declare theirs here; the API and web app images carry a HEALTHCHECK.
    for (const service of ['mongo', 'proxy'])
      expect([service, block(service)]).toEqual([service, expect.stringContaining('healthcheck:')]);
    for (const target of ['api', 'shell', 'remote', 'render'])
      expect([target, imageHealthcheck(target)]).toEqual([target, true]);
  });

  it('runs the render servers as replicas behind nginx, the shell asking them for its pages', () => {
    const resolved = compose(ENV_EXAMPLE, 'config').stdout;
    const block = (service: string) =>
      resolved.match(new RegExp(`^  ${service}:\\n((?:    .*\\n|  - .*\\n)+)`, 'm'))?.[1] ?? '';
    expect(block('render')).toMatch(/deploy:\n\s+replicas: 2\n/);
    expect(block('render')).not.toContain('published');
    expect(block('render')).not.toMatch(/SECRET|MONGODB_URI/); // no secret, no database: the public API only
    expect(block('render-proxy')).toContain('/deploy/nginx/render.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(block('render-proxy')).toContain('healthcheck:');
    expect(block('shell')).toContain('RENDER_URL: http://render-proxy:8080');
  });

  it("trusts exactly the containers' own address range as the API's proxies, a range without the network's gateway", () => {
    const resolved = compose(ENV_EXAMPLE, 'config').stdout;
    const api = resolved.match(/^ {2}api:\n((?: {4}.*\n| {2}- .*\n)+)/m)?.[1] ?? '';
    const range = /ip_range: (\S+)/.exec(resolved)?.[1];
    const subnet = /subnet: (\S+)/.exec(resolved)?.[1];
    expect(range).toBeDefined();
    expect(range).not.toBe(subnet); // the subnet holds the gateway, which traffic from outside may come from
    expect(api).toContain(`TRUST_PROXY: ${range}`);
  });

  it('passes the mail settings to the API, with the link secret required', () => {
    const resolved = compose(ENV_EXAMPLE, 'config').stdout;
    const api = resolved.match(/^ {2}api:\n((?: {4}.*\n| {2}- .*\n)+)/m)?.[1] ?? '';
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'MAIL_LINK_SECRET', 'PUBLIC_APP_URL', 'PUBLIC_API_URL'])
      expect([name, api]).toEqual([name, expect.stringContaining(`${name}:`)]);
    expect(api).toContain('PUBLIC_API_URL: http://localhost:4000');
    const dir = mkdtempSync(join(tmpdir(), 'compose-env-'));
    try {
      const envFile = join(dir, '.env');
      writeFileSync(envFile, readFileSync(ENV_EXAMPLE, 'utf8').replace(/^MAIL_LINK_SECRET=.*$/m, ''));
      const result = compose(envFile, 'config', '-q');
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('set MAIL_LINK_SECRET in .env');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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

describe('Dockerfile', () => {
  const dockerfile = readFileSync(DOCKERFILE, 'utf8');
  /** Each stage's name, what it starts FROM and its own lines. */
  const stages = dockerfile
    .split(/^(?=FROM )/m)
    .slice(1)
    .map((text) => {
      const [, from, name] = text.match(/^FROM (\S+)(?: AS (\S+))?/)!;
      return { name, from, text };
    });
  /** The lines that end up in `target`'s image: its stage and the stages it is FROM, up to a base image. */
  const imageOf = (target: string): string => {
    const stage = stages.find((s) => s.name === target);
    if (!stage) return '';
    return imageOf(stage.from) + stage.text;
  };

  it("is the only Dockerfile: no two Dockerfiles repeat each other's steps", () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory() && !['node_modules', '.git', 'dist'].includes(entry.name)) walk(join(dir, entry.name));
        else if (entry.isFile() && /Dockerfile/i.test(entry.name))
          found.push(relative(REPO_ROOT, join(dir, entry.name)));
      }
    };
    walk(REPO_ROOT);
    expect(found).toEqual(['Dockerfile']);
  });

  it.each(['api', 'shell', 'remote'])('target %s builds in stages and runs as the unprivileged node user', (target) => {
    const image = imageOf(target);
    expect(image).toMatch(/^FROM \$\{NODE_IMAGE\}/); // a fresh base image, not the build stage
    expect(image).toMatch(/^USER node$/m);
    expect(image).not.toContain('npm ci'); // dependencies come ready-made from a build stage
    expect(image).toMatch(/^COPY --from=/m);
  });

  it('every workspace package.json is copied before npm ci (npm ci needs them all)', () => {
    const workspaces: string[] = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).workspaces;
    const beforeInstall = dockerfile.slice(0, dockerfile.search(/^RUN .*npm ci/m));
    for (const workspace of workspaces)
      expect([workspace, beforeInstall.includes(`COPY ${workspace}/package.json`)]).toEqual([workspace, true]);
  });
});

describe('.env.example', () => {
  it('publishes every service on the port `npm start` uses (@carmarket/stack-facts)', () => {
    const envExample = readFileSync(ENV_EXAMPLE, 'utf8');
    const published = ['shell', 'storefront', 'buyer', 'seller', 'admin', 'api'] as const;
    for (const service of published) {
      const { env, default: port } = SERVICE_PORTS[service];
      expect(envExample).toMatch(new RegExp(`^${env}=${port}$`, 'm'));
    }
  });
});
