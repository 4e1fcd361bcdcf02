import type { Document } from 'bson';
import { CommandError } from '../errors';
import { findDocuments } from '../query/read';
import { collectionName, optionalDocument, optionalNumber, type CommandTable } from './context';
import { aggregateDocuments } from './aggregate';
import { checkHint, scopeOf } from './scope';
import { findStages, resolveView } from './views';

/** The `cursor` sub-document every cursor-returning command replies with. */
export function cursorReply(ns: string, batch: { docs: Document[]; cursorId: unknown }, first: boolean): Document {
  return {
    cursor: { [first ? 'firstBatch' : 'nextBatch']: batch.docs, id: batch.cursorId, ns },
    ok: 1,
  };
}

export const findCommands: CommandTable = {
  find: (command, { engine, cursors, db }) => {
    const name = collectionName(command);
    const ns = `${db}.${name}`;
    const requestedLimit = optionalNumber(command, 'limit') ?? 0;
    const batchSize = optionalNumber(command, 'batchSize');
    if (batchSize !== undefined && batchSize < 0)
      throw new CommandError('BadValue', 'batchSize value must be non-negative');
    const read = {
      filter: optionalDocument(command, 'filter'),
      sort: optionalDocument(command, 'sort'),
      projection: optionalDocument(command, 'projection'),
      skip: optionalNumber(command, 'skip'),
      limit: Math.abs(requestedLimit),
    };
    const scope = scopeOf(command);
    let docs: Document[];
    if (resolveView(engine, db, name)) {
      docs = aggregateDocuments(engine, db, name, findStages(read), scope, command.hint);
    } else {
      const collection = engine.collection(db, name);
      checkHint(collection, command.hint);
      docs = findDocuments(collection, { ...read, ...scope });
    }
    // singleBatch (or a legacy negative limit) asks for one batch and no cursor.
    const single = command.singleBatch === true || requestedLimit < 0;
    const batch = cursors.open(ns, docs, single ? docs.length : batchSize);
    return cursorReply(ns, batch, true);
  },

  getMore: (command, { cursors, db }) => {
    const id = optionalNumber(command, 'getMore');
    if (id === undefined) throw new CommandError('TypeMismatch', "BSON field 'getMore' is missing or not a long");
    const collection = command.collection;
    if (typeof collection !== 'string')
      throw new CommandError('TypeMismatch', "BSON field 'collection' must be a string");
    const ns = `${db}.${collection}`;
    const batchSize = optionalNumber(command, 'batchSize');
    const batch = cursors.getMore(id, ns, batchSize ? batchSize : undefined);
    return cursorReply(ns, batch, false);
  },

  killCursors: (command, { cursors }) => {
    collectionName(command);
    const ids = command.cursors;
    if (!Array.isArray(ids)) throw new CommandError('TypeMismatch', "BSON field 'cursors' must be an array");
    const { killed, notFound } = cursors.kill(ids.map(Number));
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  },
};
