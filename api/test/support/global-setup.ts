// Once per `npm test -w api`: one in-memory embedded-mongo and one Auth emulator for every test
// file (each file uses its own database and its own e-mail addresses).
// embedded-mongo ships TypeScript sources whose ambient 'mingo/util' declaration sits in a file
// nothing imports; consumers compiling those sources need it in their program.
/// <reference path="../../../tools/embedded-mongo/src/mingo-util.d.ts" />
import { start } from '@carmarket/embedded-mongo';
import { startAuthEmulator } from '@carmarket/stack/test-services';
import { randomUUID } from 'node:crypto';
import { ensureBuilt } from './api-processes';
import { ENV_AUTH_HOST, ENV_MONGO_URI, ENV_PROJECT_ID } from './env';

type Servers = { stop(): Promise<void> }[];

export default async function globalSetup(): Promise<void> {
  // Some tests start the production entry point (dist/main.js) as processes of its own.
  ensureBuilt();
  const projectId = `demo-api-test-${randomUUID().slice(0, 8)}`;
  const [mongo, emulator] = await Promise.all([start({ port: 0, memory: true }), startAuthEmulator({ projectId })]);
  (globalThis as { __apiTestServers?: Servers }).__apiTestServers = [mongo, emulator];
  process.env[ENV_MONGO_URI] = mongo.uri;
  process.env[ENV_AUTH_HOST] = emulator.host;
  process.env[ENV_PROJECT_ID] = projectId;
}
