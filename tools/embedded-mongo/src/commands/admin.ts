import { calculateObjectSize, type Document } from 'bson';
import { CommandError } from '../errors';
import { compileFilter } from '../query/read';
import type { Collection } from '../storage/collection';
import { ID_INDEX_SPEC } from '../storage/collection';
import { collectionName, optionalDocument, optionalNumber, type CommandTable } from './context';
import { cursorReply } from './find';

/** Fields of `create` that are protocol plumbing rather than collection options. */
const NOT_OPTIONS = new Set([
  'create',
  '$db',
  'lsid',
  '$clusterTime',
  '$readPreference',
  'writeConcern',
  'comment',
  'maxTimeMS',
]);

function collectionInfo(collection: Collection): Document {
  return {
    name: collection.name,
    type: 'collection',
    options: collection.options,
    info: { readOnly: false },
    idIndex: ID_INDEX_SPEC,
  };
}

function dataSize(collections: Collection[]): number {
  let bytes = 0;
  for (const collection of collections) for (const doc of collection.all()) bytes += calculateObjectSize(doc);
  return bytes;
}

export const adminCommands: CommandTable = {
  create: (command, { engine, db }) => {
    const name = collectionName(command);
    const options = Object.fromEntries(Object.entries(command).filter(([key]) => !NOT_OPTIONS.has(key)));
    engine.createCollection(db, name, options);
    return { ok: 1 };
  },

  drop: (command, { engine, db }) => {
    const name = collectionName(command);
    const collection = engine.collection(db, name);
    if (!collection) throw new CommandError('NamespaceNotFound', 'ns not found');
    const nIndexesWas = collection.indexes.size;
    engine.dropCollection(db, name);
    return { ns: `${db}.${name}`, nIndexesWas, ok: 1 };
  },

  dropDatabase: (_command, { engine, db }) => {
    engine.dropDatabase(db);
    return { dropped: db, ok: 1 };
  },

  listCollections: (command, { engine, cursors, db }) => {
    const filter = compileFilter(optionalDocument(command, 'filter') ?? {});
    const infos = engine
      .collections(db)
      .map(collectionInfo)
      .filter((info) => filter.test(info));
    const docs = command.nameOnly === true ? infos.map(({ name, type }) => ({ name, type })) : infos;
    const ns = `${db}.$cmd.listCollections`;
    const batchSize = optionalNumber(optionalDocument(command, 'cursor') ?? {}, 'batchSize');
    return cursorReply(ns, cursors.open(ns, docs, batchSize), true);
  },

  listDatabases: (command, { engine, db }) => {
    if (db !== 'admin')
      throw new CommandError('Unauthorized', 'listDatabases may only be run against the admin database.');
    const filter = compileFilter(optionalDocument(command, 'filter') ?? {});
    const nameOnly = command.nameOnly === true;
    const databases = engine
      .databaseNames()
      .map((name): Document => {
        if (nameOnly) return { name };
        const sizeOnDisk = dataSize(engine.collections(name));
        return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
      })
      .filter((info) => filter.test(info));
    if (nameOnly) return { databases, ok: 1 };
    const totalSize = databases.reduce((sum, info) => sum + (info.sizeOnDisk as number), 0);
    return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1024 / 1024), ok: 1 };
  },
};
