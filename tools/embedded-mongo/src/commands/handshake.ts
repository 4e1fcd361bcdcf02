import type { Document } from 'bson';
import { CommandError } from '../errors';
import { MAX_BSON_OBJECT_BYTES, MAX_MESSAGE_BYTES, MAX_WRITE_BATCH_SIZE } from '../wire/protocol';
import type { CommandContext, CommandTable } from './context';

/** The MongoDB release whose wire version and feature set this server presents. */
const SERVER_VERSION = '7.0.0';
const MAX_WIRE_VERSION = 21;

/**
 * Handshake answer of a standalone primary. No `topologyVersion`, so drivers poll with
 * hello instead of the streaming protocol; `logicalSessionTimeoutMinutes` enables sessions.
 */
function helloReply(context: CommandContext, legacyName: boolean): Document {
  return {
    ...(legacyName ? { ismaster: true } : { isWritablePrimary: true }),
    helloOk: true,
    maxBsonObjectSize: MAX_BSON_OBJECT_BYTES,
    maxMessageSizeBytes: MAX_MESSAGE_BYTES,
    maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: context.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: context.engine.readOnlyReason !== null,
    ok: 1,
  };
}

const PARAMETERS: Document = {
  featureCompatibilityVersion: { version: SERVER_VERSION.split('.').slice(0, 2).join('.') },
};

export const handshakeCommands: CommandTable = {
  hello: (_command, context) => helloReply(context, false),
  isMaster: (_command, context) => helloReply(context, true),
  ismaster: (_command, context) => helloReply(context, true),
  // Health checks (the API's /health) ping: a server that cannot persist writes is not healthy.
  ping: (_command, { engine }) => {
    engine.assertWritable();
    return { ok: 1 };
  },
  buildInfo: () => buildInfo(),
  buildinfo: () => buildInfo(),
  getParameter: (command) => {
    const wanted = command.getParameter === '*' ? Object.keys(PARAMETERS) : Object.keys(command).slice(1);
    const reply: Document = {};
    for (const name of wanted.filter((n) => n in PARAMETERS)) reply[name] = PARAMETERS[name];
    if (Object.keys(reply).length === 0) throw new CommandError('InvalidOptions', 'no option found to get');
    return { ...reply, ok: 1 };
  },
  // Sessions only scope cursors and retryable writes here; there is nothing to clean up.
  endSessions: () => ({ ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
};

function buildInfo(): Document {
  return {
    version: SERVER_VERSION,
    gitVersion: 'embedded-mongo',
    versionArray: [...SERVER_VERSION.split('.').map(Number), 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: MAX_BSON_OBJECT_BYTES,
    storageEngines: ['embedded-mongo'],
    ok: 1,
  };
}
