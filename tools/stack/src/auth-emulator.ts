// Starts the Firebase Auth emulator from firebase-tools (no Java needed for auth alone) with a
// generated config in a temp dir, and stops its whole process group. Used by `npm start` and by
// the API tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface AuthEmulatorOptions {
  /** Port to listen on; a free one is picked when omitted or 0. */
  port?: number;
  /** Firebase project id; `demo-*` ids never reach real Google services. */
  projectId?: string;
  /** How long to wait for the emulator to answer (ms). */
  startTimeoutMs?: number;
}

export interface AuthEmulator {
  /** host:port, the value FIREBASE_AUTH_EMULATOR_HOST expects. */
  host: string;
  port: number;
  stop(): Promise<void>;
}

const REPO_ROOT = resolve(__dirname, '../../..');
const FIREBASE_BIN = join(REPO_ROOT, 'node_modules/.bin/firebase');
const LOG_TAIL_CHARS = 4000;

export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  const port = options.port || (await findFreePort());
  const projectId = options.projectId ?? 'demo-carmarket';
  const workDir = mkdtempSync(join(tmpdir(), 'carmarket-auth-emulator-'));
  const configPath = join(workDir, 'firebase.json');
  // The CLI also starts a hub and a logging server on fixed default ports (4400, 4500); two
  // emulators started at once would collide there and the second exits after saying it is ready.
  const hubPort = await findFreePort(port);
  const loggingPort = await findFreePort(port, hubPort);
  const host = '127.0.0.1';
  writeFileSync(
    configPath,
    JSON.stringify({
      emulators: {
        auth: { port, host },
        hub: { port: hubPort, host },
        logging: { port: loggingPort, host },
        ui: { enabled: false },
      },
    }),
  );

  // detached: the CLI spawns helpers; a process group lets stop() end all of them.
  const child = spawn(
    FIREBASE_BIN,
    ['emulators:start', '--only', 'auth', '--project', projectId, '--config', configPath],
    { cwd: workDir, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1' } },
  );
  let log = '';
  const keepTail = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_TAIL_CHARS);
  };
  child.stdout!.on('data', keepTail);
  child.stderr!.on('data', keepTail);

  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const killOnParentExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnParentExit);

  const stop = async () => {
    process.removeListener('exit', killOnParentExit);
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(port, exited, options.startTimeoutMs ?? 180_000);
  } catch (error) {
    await stop();
    throw new Error(`Auth emulator did not start on port ${port}: ${(error as Error).message}\n${log}`, {
      cause: error,
    });
  }
  return { host: `127.0.0.1:${port}`, port, stop };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

async function waitUntilReady(port: number, exited: Promise<number | null>, timeoutMs: number): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`firebase exited with code ${exitCode}`);
    try {
      // Check it is the emulator answering, not whoever else may have taken the port.
      const response = await fetch(`http://127.0.0.1:${port}/`);
      const body = (await response.json().catch(() => null)) as { authEmulator?: { ready?: boolean } } | null;
      if (response.ok && body?.authEmulator?.ready === true && exitCode === undefined) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer within ${timeoutMs} ms`);
}

/**
 * A free port below Linux's ephemeral range (32768+): a port the kernel hands out for `listen(0)`
 * is just as likely to be handed to someone's outgoing connection before the emulator binds it.
 */
async function findFreePort(...taken: number[]): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (!taken.includes(port) && (await canListen(port))) return port;
  }
  throw new Error('no free port found for the Auth emulator');
}

function canListen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}
