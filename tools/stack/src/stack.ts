// `npm start` (production builds, one static server per web app) and `npm run dev` (webpack dev
// servers, tsx watch): starts the stack, prints where everything is, stops it all on Ctrl-C.
import { relative } from 'node:path';
import { MAIL_CATCHER_PORTS, PortInUseError, SERVICE_PORTS } from './ports';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, REMOTES } from './services';
import { REPO_ROOT, startStack, type Stack } from './start-stack';

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const started = Date.now();
  const abort = new AbortController();
  let stopping = false;

  console.log(`Starting CarMarket (${dev ? 'dev: webpack dev servers, tsx watch' : 'production builds'})…`);
  const starting = startStack({
    dev,
    echoLogs: dev,
    signal: abort.signal,
    onProgress: (message) => console.log(`  ${message}`),
  });

  // Stops whatever is up (an aborted start stops its own parts before it rejects), then exits.
  const shutDown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping CarMarket…');
    abort.abort();
    await starting.then((stack) => stack.stop()).catch(() => undefined);
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(130); // a second Ctrl-C: the exit hook kills what is left
      void shutDown(0);
    });
  }

  let stack: Stack;
  try {
    stack = await starting;
  } catch (error) {
    if (stopping) return;
    console.error(
      `\n${error instanceof PortInUseError ? error.message : `Could not start CarMarket: ${(error as Error).message}`}`,
    );
    process.exit(1);
  }
  printReady(stack, (Date.now() - started) / 1000);

  const failure = await stack.failure;
  if (stopping) return;
  console.error(`\n${failure.message}`);
  await shutDown(1);
}

function printReady(stack: Stack, seconds: number): void {
  const { urls, ports } = stack;
  const rows: [string, string][] = [
    ['Shell (open this)', urls.shell],
    ...REMOTES.map((name): [string, string] => [`Remote ${name}`, `${urls.remotes[name]}/mf-manifest.json`]),
    ['API', `${urls.api}  (docs ${urls.api}/docs)`],
    ['Auth emulator', urls.authEmulator],
    ['MongoDB', `${urls.mongo}  (data in ${relative(REPO_ROOT, stack.dataDir) || '.'}/mongo)`],
    [
      'Mail catcher',
      urls.mailCatcher ? `${urls.mailCatcher}  (SMTP on ${stack.mailPorts!.smtp})` : 'off: e-mail goes to SMTP_URL',
    ],
  ];
  console.log(`\nCarMarket is ready in ${seconds.toFixed(1)} s\n`);
  for (const [what, where] of rows) console.log(`  ${what.padEnd(20)} ${where}`);
  console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of Object.values(DEMO_ACCOUNTS)) console.log(`  ${account.label.padEnd(24)} ${account.email}`);
  const overrides = [...Object.values(SERVICE_PORTS), ...Object.values(MAIL_CATCHER_PORTS)]
    .map((spec) => spec.env)
    .join(', ');
  console.log(
    `\nLogs: ${relative(REPO_ROOT, stack.logDir)}/   Ports: ${overrides} (ports ${Object.values(ports).join(', ')})`,
  );
  console.log('Press Ctrl-C to stop.');
}

void main();
