import { parseArgs } from 'util';
import { start } from './index';

const USAGE = `usage: embedded-mongo [--port 27017] [--host 127.0.0.1] [--max-connections 1000] (--dbpath DIR [--repair] | --memory)

A MongoDB-wire-protocol server for development and tests. Not for production.

  --repair   the journal is damaged in the middle: keep a copy of it, then rebuild it
             from every intact record (without it, such a journal refuses to start)`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '27017' },
      host: { type: 'string', default: '127.0.0.1' },
      dbpath: { type: 'string' },
      memory: { type: 'boolean', default: false },
      repair: { type: 'boolean', default: false },
      'max-connections': { type: 'string', default: '1000' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port ${values.port}`);
  if (values.memory === Boolean(values.dbpath)) throw new Error('give exactly one of --dbpath DIR or --memory');
  const maxConnections = Number(values['max-connections']);
  if (!Number.isInteger(maxConnections) || maxConnections < 1)
    throw new Error(`invalid --max-connections ${values['max-connections']}`);
  if (values.repair && !values.dbpath) throw new Error('--repair needs --dbpath DIR');

  const log = (message: string): void => console.error(`[embedded-mongo] ${message}`);
  const server = await start({
    port,
    host: values.host,
    dbpath: values.dbpath,
    memory: values.memory,
    repair: values.repair,
    maxConnections,
    log,
  });
  if (server.recovery) {
    const { records, discardedBytes, repaired } = server.recovery;
    log(
      `recovered ${records} journal records from ${values.dbpath}` +
        (discardedBytes ? `, discarded a torn tail of ${discardedBytes} bytes` : ''),
    );
    if (repaired) {
      const ranges = repaired.dropped.map(([from, to]) => `${from}..${to}`).join(', ');
      log(`repaired the journal: the damaged original is kept as ${repaired.backup}; dropped byte ranges ${ranges}`);
    }
  }
  console.log(`embedded-mongo listening on ${server.uri} (${values.memory ? 'in memory' : `dbpath ${values.dbpath}`})`);

  let stopping = false;
  const shutdown = (): void => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      (err: Error) => {
        log(`shutdown failed: ${err.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: Error) => {
  console.error(`embedded-mongo: ${err.message}\n\n${USAGE}`);
  process.exit(1);
});
