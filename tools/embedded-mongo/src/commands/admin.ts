import { calculateObjectSize, type Document } from 'bson';
import { CommandError } from '../errors';
import { compileFilter } from '../query/read';
import { DocumentValidation } from '../query/validation';
import { viewOptions } from './views';
import type { Collection } from '../storage/collection';
import { ID_INDEX_SPEC } from '../storage/collection';
import { collectionName, optionalDocument, optionalNumber, type CommandTable } from './context';
import { cursorReply } from './find';

/** Fields of `create` and `collMod` that are protocol plumbing rather than collection options. */
const NOT_OPTIONS = new Set([
  'create',
  'collMod',
  '$db',
  'lsid',
  '$clusterTime',
  '$readPreference',
  'writeConcern',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
]);

/** The collection options embedded-mongo enforces (schema validation). */
const VALIDATION_OPTIONS = new Set(['validator', 'validationLevel', 'validationAction']);

/** `create` options MongoDB 7.0 has and embedded-mongo refuses rather than ignore, and why. */
const REFUSED_CREATE_OPTIONS: Record<string, string> = {
  collation: 'a collection default collation (give the collation to each index and operation instead)',
  capped: 'capped collections',
  size: 'capped collections',
  max: 'capped collections',
  timeseries: 'time series collections',
  clusteredIndex: 'clustered collections',
  expireAfterSeconds: 'clustered or time series collections',
  changeStreamPreAndPostImages: 'change streams',
  encryptedFields: 'queryable encryption',
  storageEngine: 'storage engine options',
  indexOptionDefaults: 'index option defaults',
  idIndex: 'a custom _id index',
};

/** The collection options a `create` or `collMod` asks for; refuses what is not enforced here. */
function collectionOptions(command: Document, commandName: 'create' | 'collMod'): Document {
  const options = Object.fromEntries(Object.entries(command).filter(([key]) => !NOT_OPTIONS.has(key)));
  for (const key of Object.keys(options)) {
    if (VALIDATION_OPTIONS.has(key)) continue;
    const refused = commandName === 'create' ? REFUSED_CREATE_OPTIONS[key] : 'this collMod option';
    if (refused) {
      throw new CommandError(
        'InvalidOptions',
        `embedded-mongo does not support ${refused} (option '${key}'); ${commandName} supports validator, validationLevel and validationAction`,
      );
    }
    throw new CommandError('IDLUnknownField', `BSON field '${commandName}.${key}' is an unknown field.`);
  }
  new DocumentValidation(options); // a bad validator fails here, not on the first write
  return options;
}

function collectionInfo(collection: Collection): Document {
  if (collection.isView) {
    const { viewOn, pipeline } = collection.options;
    return { name: collection.name, type: 'view', options: { viewOn, pipeline }, info: { readOnly: true } };
  }
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
    const { viewOn, pipeline, ...rest } = command;
    if (viewOn !== undefined || pipeline !== undefined) {
      const options = collectionOptions(rest, 'create');
      if (Object.keys(options).length > 0)
        throw new CommandError(
          'InvalidOptions',
          `a view takes no collection options (${Object.keys(options).join(', ')})`,
        );
      engine.createCollection(db, name, viewOptions(viewOn, pipeline));
      return { ok: 1 };
    }
    engine.createCollection(db, name, collectionOptions(command, 'create'));
    return { ok: 1 };
  },

  collMod: (command, { engine, db }) => {
    const name = collectionName(command);
    const collection = engine.collection(db, name);
    if (!collection) throw new CommandError('NamespaceNotFound', `ns does not exist: ${db}.${name}`);
    const { viewOn, pipeline, ...rest } = command;
    if (collection.isView) {
      if (Object.keys(collectionOptions(rest, 'collMod')).length > 0)
        throw new CommandError('InvalidOptions', 'a view can only change its viewOn and pipeline');
      const definition = viewOptions(viewOn ?? collection.options.viewOn, pipeline ?? collection.options.pipeline);
      engine.setOptions(collection, definition);
      return { ok: 1 };
    }
    if (viewOn !== undefined || pipeline !== undefined)
      throw new CommandError(
        'InvalidOptions',
        `${db}.${name} is a collection, not a view: it has no viewOn or pipeline`,
      );
    const changes = collectionOptions(command, 'collMod');
    const options = { ...collection.options, ...changes };
    new DocumentValidation(options);
    engine.setOptions(collection, options);
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
