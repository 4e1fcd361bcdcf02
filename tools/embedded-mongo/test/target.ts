import { start } from '../src';

export interface Target {
  uri: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * The server the conformance suite talks to: the real MongoDB at MONGODB_URI when set,
 * otherwise a fresh in-memory embedded-mongo. Says which, in one line.
 */
export async function startTarget(): Promise<Target> {
  const external = process.env.MONGODB_URI;
  if (external) {
    process.stdout.write(`conformance: running against the MongoDB at MONGODB_URI\n`);
    return { uri: external, embedded: false, stop: async () => undefined };
  }
  const server = await start({ port: 0, memory: true });
  process.stdout.write(
    'conformance: running against embedded-mongo (set MONGODB_URI to compare with a real MongoDB)\n',
  );
  return { uri: server.uri, embedded: true, stop: () => server.stop() };
}

/** A database name no other test run uses, so runs against a shared real server do not collide. */
export function uniqueDbName(label: string): string {
  return `conf_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
}
