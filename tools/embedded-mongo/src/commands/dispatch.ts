import type { Document } from 'bson';
import type { CursorRegistry } from '../cursors';
import { asCommandError, CommandError, storageError } from '../errors';
import type { Engine } from '../storage/engine';
import { adminCommands } from './admin';
import { aggregateCommands } from './aggregate';
import type { CommandHandler, CommandTable } from './context';
import { findCommands } from './find';
import { findAndModifyCommands } from './find-and-modify';
import { handshakeCommands } from './handshake';
import { indexCommands } from './indexes';
import { writeCommands } from './write';

const COMMANDS: CommandTable = {
  ...handshakeCommands,
  ...findCommands,
  ...writeCommands,
  ...findAndModifyCommands,
  ...aggregateCommands,
  ...indexCommands,
  ...adminCommands,
};

/** Commands that write: refused as a whole (like a read-only mongod) while the engine is read-only. */
const WRITE_COMMANDS = new Set([
  'insert',
  'update',
  'delete',
  'findAndModify',
  'create',
  'collMod',
  'drop',
  'dropDatabase',
  'createIndexes',
  'dropIndexes',
]);

/** Commands that answer from stored data: they answer only from writes that are on disk. */
const DATA_READS = new Set([
  'find',
  'aggregate',
  'count',
  'distinct',
  'listCollections',
  'listDatabases',
  'listIndexes',
]);

export interface Services {
  engine: Engine;
  cursors: CursorRegistry;
}

/**
 * Runs one command and always produces a reply document, never a throw. Memory changes
 * before the journal does, so no reply leaves while a write it may depend on (the
 * command's own or another client's) is still unsaved: the command waits for the journal.
 * Should it fail, the engine undoes those writes; a write command then reports the failure
 * (its outcome rested on undone state), a read runs again on what is on disk. So nobody
 * sees a write that is reported failed.
 * `lsid`, `$clusterTime`, read/write concerns and similar fields are accepted and ignored.
 */
export async function runCommand(command: Document, services: Services, connectionId: number): Promise<Document> {
  const { engine } = services;
  const name = Object.keys(command)[0]!;
  const run = (): Document => {
    try {
      const handler = lookup(command);
      if (WRITE_COMMANDS.has(name)) engine.assertWritable();
      return handler(command, { ...services, db: command.$db as string, connectionId });
    } catch (err) {
      return asCommandError(err).toReply();
    }
  };
  const reply = run();
  if (!engine.hasUnsavedWrites || !(WRITE_COMMANDS.has(name) || DATA_READS.has(name))) return reply;
  try {
    await engine.commit();
    return reply;
  } catch (err) {
    if (DATA_READS.has(name)) {
      discardCursor(reply, services);
      return run();
    }
    // The server is read-only until the journal recovers.
    const message = `journal write failed: ${(err as Error).message}; the write was not applied and embedded-mongo is read-only until the journal can be written again`;
    return storageError(err as Error, message).toReply();
  }
}

/** Closes the cursor a reply opened (its results included undone writes). */
function discardCursor(reply: Document, { cursors }: Services): void {
  const id = (reply.cursor as Document | undefined)?.id;
  if (id !== undefined && Number(id) !== 0) cursors.kill([Number(id)]);
}

function lookup(command: Document): CommandHandler {
  const name = Object.keys(command)[0];
  if (!name) throw new CommandError('FailedToParse', 'empty command document');
  if (typeof command.$db !== 'string' || command.$db.length === 0) {
    throw new CommandError('FailedToParse', "command is missing the '$db' field");
  }
  if (command.txnNumber !== undefined || command.startTransaction !== undefined || command.autocommit !== undefined) {
    throw new CommandError(
      'IllegalOperation',
      'Transaction numbers are only allowed on a replica set member or mongos',
    );
  }
  const handler = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!handler) throw new CommandError('CommandNotFound', `no such command: '${name}'`);
  return handler;
}
