// The bench's load generators. The bench runs on the same cores as the servers it measures, so the
// generator's own CPU per request is part of every figure: autocannon (Node, in this process)
// spends about as much CPU on a request as the API spends answering GET /categories, so on two
// cores it, not the API, sets how many such answers any number of API processes can give. wrk (C,
// one thread here, as autocannon has one) costs about half of that, nearly all of it the kernel's
// loopback work any client pays, so the servers get the cores. Decision 0038.
import autocannon from 'autocannon';
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** The generator's own CPU time per request answered, in µs (NaN where /proc is missing). */
  generatorUs: number;
}

type Counted = Omit<Measured, 'generatorUs'> & { total: number };

export interface LoadGenerator {
  name: 'wrk' | 'autocannon';
  /** Keeps `connections` keep-alive connections busy for about `durationS` seconds. */
  measure(url: string, headers: Record<string, string>, connections: number, durationS: number): Promise<Measured>;
}

export const INSTALL_WRK = '`apt-get install wrk` on Debian or Ubuntu, `brew install wrk` on macOS';

export const autocannonGenerator: LoadGenerator = {
  name: 'autocannon',
  measure: withCpu(async (url, headers, connections, durationS) => {
    const result = await autocannon({ url, headers, connections, duration: durationS });
    if (!result.requests.total || result.non2xx || result.errors || result.timeouts) {
      throw new Error(
        `${url}: ${result.requests.total} answered, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    }
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
    };
  }),
};

export const wrkGenerator: LoadGenerator = {
  name: 'wrk',
  measure: withCpu(async (url, headers, connections, durationS) => {
    // wrk takes whole seconds; one thread, like autocannon in this process.
    const args = ['-t1', `-c${connections}`, `-d${Math.max(1, Math.round(durationS))}s`, '--latency'];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    const output = await new Promise<string>((done, fail) =>
      execFile('wrk', [...args, url], (error, stdout, stderr) =>
        error ? fail(new Error(`wrk ${url}: ${error.message} ${stderr}`)) : done(stdout),
      ),
    );
    return parseWrkOutput(url, output);
  }),
};

/** Requests/sec and the 50 % and 99 % latencies (in ms) of wrk's `--latency` report; throws on any failed request. */
export function parseWrkOutput(url: string, output: string): Counted {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const total = Number(/(\d+) requests in/.exec(output)?.[1]);
  const failures = [/Non-2xx or 3xx responses: (\d+)/, /Socket errors: (.*)/]
    .map((re) => re.exec(output)?.[0])
    .filter(Boolean);
  if (!rps || failures.length) throw new Error(`${url}: ${failures.join(', ') || 'no requests answered'}\n${output}`);
  const latency = (percent: number) => {
    const [, value, unit] = new RegExp(`\\s${percent}%\\s+([\\d.]+)(us|ms|s)\\b`).exec(output) ?? [];
    if (!value) throw new Error(`${url}: no ${percent}% latency in wrk's report\n${output}`);
    return Math.round(Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit as 'us' | 'ms' | 's'] * 100) / 100;
  };
  return { rps, p50: latency(50), p99: latency(99), total };
}

/**
 * The generator's CPU per request: this process's CPU time (autocannon runs here) plus that of its
 * finished children (wrk, a child reaped when it exits), before and after.
 */
function withCpu(run: (...args: Parameters<LoadGenerator['measure']>) => Promise<Counted>): LoadGenerator['measure'] {
  return async (...args) => {
    const before = cpuUs();
    const { total, ...measured } = await run(...args);
    return { ...measured, generatorUs: (cpuUs() - before) / total };
  };
}

/** CPU time in µs of this process and its reaped children; NaN without /proc (children's ticks are 10 ms). */
function cpuUs(): number {
  const { user, system } = process.cpuUsage();
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name: state is the 3rd, cutime and cstime the 16th and 17th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return user + system + (Number(fields[13]) + Number(fields[14])) * 10_000;
  } catch {
    return NaN;
  }
}

/**
 * wrk when it is installed, else autocannon with a note saying what that means for the figures.
 * BENCH_GENERATOR=autocannon (or wrk) chooses explicitly.
 */
export function chooseLoadGenerator(): LoadGenerator {
  const asked = process.env.BENCH_GENERATOR;
  if (asked === 'autocannon') return autocannonGenerator;
  if (asked && asked !== 'wrk') throw new Error(`BENCH_GENERATOR=${asked}: wrk or autocannon`);
  if (wrkInstalled()) return wrkGenerator;
  if (asked === 'wrk') throw new Error(`BENCH_GENERATOR=wrk but wrk is not installed (${INSTALL_WRK})`);
  console.log(
    `NOTE: wrk is not installed, so the load comes from autocannon (to use wrk: ${INSTALL_WRK}). autocannon, in this ` +
      `process on the same cores, costs about as much CPU per request as the API's cheapest answers: the 1-vs-3 ` +
      `processes figure for GET /categories then measures the load generator, not the API (decision 0038).`,
  );
  return autocannonGenerator;
}

function wrkInstalled(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version prints its usage and exits 1; only a missing binary is "not installed".
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}
