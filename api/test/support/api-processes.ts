// The production entry point (dist/main.js, built when src/ is newer) started as its own
// process(es) on the test's database: what `API_INSTANCES=N npm start` runs.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { testEnv, type TestAppOptions } from './test-app';

const API_DIR = join(__dirname, '../..');
const START_TIMEOUT_MS = 60_000;
/** For jest hooks and tests that start processes: Nest starting N times on a busy machine is slow. */
export const PROCESS_TEST_TIMEOUT_MS = 2 * START_TIMEOUT_MS;
/** Started and not yet ended: stopped when this test process exits, whatever the tests did. */
const live = new Set<ChildProcess>();
process.once('exit', () => live.forEach((child) => child.kill('SIGTERM')));
const OUTPUT_TIMEOUT_MS = 15_000;

export interface ApiProcesses {
  url: string;
  /** The process `npm start` runs: with API_INSTANCES > 1, the cluster's primary. */
  pid: number;
  /** The processes serving requests (with one instance, the process itself). */
  workerPids: number[];
  output(): string;
  /** Resolves once the processes printed `text` (their log), rejects after a few seconds. */
  waitForOutput(text: string): Promise<void>;
  /** Resolves with the exit code or signal. */
  exited: Promise<number | string>;
  stop(): Promise<number | string>;
}

function newestMtime(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }, 0);
}

/** dist/ as `npm run build` makes it, rebuilt only when a source file is newer (jest's globalSetup). */
export function ensureBuilt(): void {
  let distTime = 0;
  try {
    distTime = newestMtime(join(API_DIR, 'dist'));
  } catch {
    // not built yet
  }
  if (newestMtime(join(API_DIR, 'src')) > distTime) {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
      cwd: API_DIR,
      stdio: 'inherit',
    });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

export async function startApiProcesses(
  options: TestAppOptions & { databaseName: string; instances: number },
): Promise<ApiProcesses> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      ...testEnv(options),
      PORT: String(port),
      API_INSTANCES: String(options.instances),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  const workerPids: number[] = [];
  const exited = new Promise<number | string>((done) =>
    child.once('exit', (code, signal) => {
      live.delete(child);
      done(code ?? signal ?? 'unknown');
    }),
  );
  const allListening = new Promise<void>((resolve) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      for (const match of chunk.toString().matchAll(/API process (\d+) listening/g)) workerPids.push(Number(match[1]));
      if (workerPids.length >= options.instances) resolve();
    };
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', onOutput);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  // A single process prints nothing when ready: its health answers.
  if (options.instances > 1) await Promise.race([allListening, exited]);
  while ((await call(url, 'GET', '/health').catch(() => null))?.status !== 200) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(r, 100, null))]);
    if (early !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The API did not start (${String(early)}):\n${output}`);
    }
  }
  if (options.instances === 1) workerPids.push(child.pid!);
  return {
    url,
    pid: child.pid!,
    workerPids,
    output: () => output,
    waitForOutput: async (text) => {
      for (
        const until = Date.now() + OUTPUT_TIMEOUT_MS;
        !output.includes(text);
        await new Promise((r) => setTimeout(r, 50))
      ) {
        if (Date.now() > until) throw new Error(`The API never printed "${text}":\n${output}`);
      }
    },
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/** One request on a connection of its own, so requests spread over the cluster's processes. */
export function call(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: object | string,
): Promise<Answer> {
  const payload = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}${path}`,
      { method, agent: false, headers: { ...headers, ...(payload && { 'Content-Type': 'application/json' }) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: text && res.headers['content-type']?.includes('json') ? JSON.parse(text) : text,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * A supertest client for the processes' URL that opens a connection per request (Connection:
 * close), so the cluster hands consecutive requests to different processes.
 */
export function spreadingClient(url: string): ReturnType<typeof request> {
  const base = request(url);
  const methods = ['get', 'post', 'put', 'delete'] as const;
  return Object.fromEntries(
    methods.map((method) => [method, (path: string) => base[method](path).set('Connection', 'close')]),
  ) as unknown as ReturnType<typeof request>;
}
