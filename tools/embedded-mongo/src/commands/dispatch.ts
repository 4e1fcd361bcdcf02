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
const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'create', 'drop', 'dropDatabase', 'createIndexes', 'dropIndexes']);

export interface Services {
  engine: Engine;
  cursors: CursorRegistry;
}

/**
 * Runs one command and always produces a reply document, never a throw. Writes the
 * command made (even one that then failed half-way) are on disk before the reply exists.
 * `lsid`, `$clusterTime`, read/write concerns and similar fields are accepted and ignored.
 */
export async function runCommand(command: Document, services: Services, connectionId: number): Promise<Document> {
  const { engine } = services;
  const writesBefore = engine.writeCount;
  let reply: Document;
  try {
    const handler = lookup(command);
    if (WRITE_COMMANDS.has(Object.keys(command)[0]!)) engine.assertWritable();
    reply = handler(command, { ...services, db: command.$db as string, connectionId });
  } catch (err) {
    reply = asCommandError(err).toReply();
  }
  if (engine.writeCount !== writesBefore) {
    try {
      await engine.commit();
    } catch (err) {
      // The engine has undone the write; the server is read-only until the journal recovers.
      const message = `journal write failed: ${(err as Error).message}; the write was not applied and embedded-mongo is read-only until the journal can be written again`;
      return storageError(err as Error, message).toReply();
    }
  }
  return reply;
}

function lookup(command: Document): CommandHandler {
  const name = Object.keys(command)[0];
  if (!name) throw new CommandError('FailedToParse', 'empty command document');
  if (typeof command.$db !== 'string' || command.$db.length === 0) {
    throw new CommandError('FailedToParse', "command is missing the '$db' field");
  }
  if (command.txnNumber !== undefined || command.startTransaction !== undefined || command.autocommit !== undefined) {
    throw new CommandError('IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');
  }
  const handler = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!handler) throw new CommandError('CommandNotFound', `no such command: '${name}'`);
  return handler;
}
