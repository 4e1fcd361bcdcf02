// Waits until a service answers, failing early when its process dies first.
import { get } from 'node:http';
import { connect } from 'node:net';

export interface WaitOptions {
  /** Service name for messages. */
  name: string;
  timeoutMs: number;
  /** Resolves when the service's process has exited: waiting is pointless after that. */
  exited?: Promise<unknown>;
  /** Extra text for the failure message (e.g. the process's last output). */
  details?: () => string;
}

const POLL_MS = 250;

/**
 * Until GET url answers 2xx. node:http rather than fetch(): fetch refuses the ports browsers
 * block (6000, 6665-6669, ...), which a developer may still pick for a server.
 */
export function waitForHttp(url: string, options: WaitOptions): Promise<void> {
  return poll(
    options,
    () =>
      new Promise<boolean>((done) => {
        const request = get(url, { timeout: 2000 }, (response) => {
          response.resume();
          done(response.statusCode !== undefined && response.statusCode >= 200 && response.statusCode < 300);
        });
        request.once('timeout', () => request.destroy());
        request.once('error', () => done(false));
      }),
  );
}

/** Until something accepts TCP connections on host:port. */
export function waitForTcp(host: string, port: number, options: WaitOptions): Promise<void> {
  return poll(
    options,
    () =>
      new Promise<boolean>((done) => {
        const socket = connect({ host, port });
        socket.once('connect', () => {
          socket.destroy();
          done(true);
        });
        socket.once('error', () => done(false));
      }),
  );
}

async function poll(options: WaitOptions, probe: () => Promise<boolean>): Promise<void> {
  let exitedWith: unknown;
  let exited = false;
  void options.exited?.then((result) => {
    exited = true;
    exitedWith = result;
  });
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (exited) throw failure(options, `exited (${String(exitedWith)}) before it was healthy`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw failure(options, `was not healthy within ${options.timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
}

function failure(options: WaitOptions, what: string): Error {
  const details = options.details?.().trim();
  return new Error(`${options.name} ${what}${details ? `\n--- last output of ${options.name} ---\n${details}` : ''}`);
}
