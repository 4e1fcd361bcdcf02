// Child processes of the stack. Each runs in its own process group (npm, webpack, node and their
// helpers), so stopping it ends every descendant and Ctrl-C in the terminal reaches only the stack,
// which then stops its children in order.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';

export interface ServiceProcessOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Everything the process prints goes here (replacing the previous run's log). */
  logFile: string;
  /** Also echo the output to this terminal, each line prefixed with the name. */
  echo?: boolean;
}

const STOP_GRACE_MS = 5000;
const TAIL_CHARS = 3000;

export class ServiceProcess {
  readonly name: string;
  private readonly child: ChildProcess;
  private readonly log: WriteStream;
  private tail = '';
  private stopping = false;
  /** Resolves with the exit code (or the signal) when the process has ended. */
  readonly exited: Promise<number | string>;

  constructor(options: ServiceProcessOptions) {
    this.name = options.name;
    mkdirSync(dirname(options.logFile), { recursive: true });
    this.log = createWriteStream(options.logFile); // each run starts its logs afresh
    this.child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const onOutput = (chunk: Buffer) => {
      this.log.write(chunk);
      this.tail = (this.tail + chunk.toString()).slice(-TAIL_CHARS);
      if (options.echo) process.stdout.write(prefixLines(`[${this.name}] `, chunk.toString()));
    };
    this.child.stdout!.on('data', onOutput);
    this.child.stderr!.on('data', onOutput);
    this.exited = new Promise((done) => {
      this.child.once('error', (error) => {
        this.tail += `\n${error.message}`;
        done(error.message);
      });
      this.child.once('exit', (code, signal) => done(code ?? signal ?? 'unknown'));
    }).then((result) => {
      this.log.end();
      return result as number | string;
    });
    liveProcesses.add(this);
    void this.exited.then(() => liveProcesses.delete(this));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null && this.child.pid !== undefined;
  }

  /** True once stop() was called: an exit after that is expected. */
  get stopRequested(): boolean {
    return this.stopping;
  }

  /** The last few KB of output, for error messages. */
  get outputTail(): string {
    return this.tail;
  }

  /** SIGTERM to the whole group, SIGKILL after a grace period. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (!this.running) {
      await this.exited;
      return;
    }
    this.signalGroup('SIGTERM');
    const timer = setTimeout(() => this.signalGroup('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
    // Helpers that ignored SIGTERM may outlive the group leader.
    this.signalGroup('SIGKILL');
  }

  signalGroup(signal: NodeJS.Signals): void {
    try {
      process.kill(-this.child.pid!, signal);
    } catch {
      // the group is already gone
    }
  }
}

/** Runs a command to completion; rejects with its output tail when it fails. */
export async function runToCompletion(
  options: ServiceProcessOptions,
  onSpawn?: (proc: ServiceProcess) => void,
): Promise<void> {
  const proc = new ServiceProcess(options);
  onSpawn?.(proc);
  const result = await proc.exited;
  if (proc.stopRequested) throw new Error(`${options.name} was stopped`);
  if (result !== 0) {
    throw new Error(`${options.name} failed (${result}); log: ${options.logFile}\n${proc.outputTail}`);
  }
}

// Last line of defence: if the stack process exits without stopping its children (an uncaught
// error), kill their groups synchronously so nothing is left behind.
const liveProcesses = new Set<ServiceProcess>();
process.on('exit', () => {
  for (const proc of liveProcesses) proc.signalGroup('SIGKILL');
});

function prefixLines(prefix: string, text: string): string {
  return text
    .split(/(?<=\n)/)
    .map((line) => prefix + line)
    .join('');
}
