// API_INSTANCES processes on one port, with node:cluster: the primary owns the listening socket
// and hands each new connection to the next worker in turn (round-robin), so nothing but Node sits
// in the request path, `npm start` needs no new package or server, and a worker that stops
// listening (shutting down) gets no new connections while the others carry on. The primary serves
// no requests: it starts the workers, replaces one that dies, and stops them all on SIGTERM/SIGINT.
import cluster, { type Worker } from 'node:cluster';

/** A crashed worker is replaced after this pause (a crash loop does not spin the CPU). */
const RESTART_DELAY_MS = 1000;
/** Beyond the workers' own grace period, before the primary kills what is left. */
const KILL_MARGIN_MS = 2000;

const log = (message: string) =>
  console.log(JSON.stringify({ level: 'info', context: 'Cluster', pid: process.pid, msg: message }));
const fail = (message: string) =>
  console.error(JSON.stringify({ level: 'error', context: 'Cluster', pid: process.pid, msg: message }));

export function runPrimary(instances: number, shutdownGraceMs: number): void {
  let stopping = false;
  let ready = false;
  const listened = new Set<number>();
  // A worker that exited stays listed until its IPC channel closes too: count the living.
  const workers = () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
  const fork = () => {
    if (!stopping) cluster.fork();
  };

  const stop = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    process.exitCode = exitCode;
    log(`Stopping ${workers().length} API processes`);
    for (const worker of workers()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of workers()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownGraceMs + KILL_MARGIN_MS).unref();
    if (workers().length === 0) process.exit(exitCode);
  };

  cluster.on('listening', (worker) => {
    listened.add(worker.id);
    log(`API process ${worker.process.pid} listening`);
    if (!ready && listened.size === instances) {
      ready = true;
      log(`${instances} API processes listening`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (workers().length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (!listened.has(worker.id)) {
      // It never started (bad configuration, database unreachable): a replacement would fail the same way.
      fail(`API process ${worker.process.pid} failed to start (${signal ?? code}); stopping`);
      return stop(typeof code === 'number' && code !== 0 ? code : 1);
    }
    fail(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS);
  });

  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  log(`Starting ${instances} API processes`);
  for (let i = 0; i < instances; i++) fork();
}
