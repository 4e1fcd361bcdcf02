import type { Document } from 'bson';
import { CommandError } from '../errors';
import { parseCollation } from '../query/collation';
import type { Collection } from '../storage/collection';
import { encodeValue } from '../storage/keys';
import type { IndexSpec } from '../storage/secondary-index';
import { collectionName, documentArray, optionalNumber, type CommandTable } from './context';
import { cursorReply } from './find';
import { assertNotView } from './views';

/** Index options that change behaviour here; others (background, ...) are accepted and dropped. */
const KEPT_OPTIONS = ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'collation'] as const;

function toIndexSpec(raw: Document): IndexSpec {
  const key = raw.key;
  if (!key || typeof key !== 'object' || Array.isArray(key) || Object.keys(key).length === 0) {
    throw new CommandError('CannotCreateIndex', "Index spec 'key' must be a non-empty object");
  }
  for (const [field, direction] of Object.entries(key as Document)) {
    if (direction === 1 || direction === -1 || direction === 'hashed') continue;
    if (typeof direction === 'string') {
      throw new CommandError(
        'CannotCreateIndex',
        `embedded-mongo does not support '${direction}' indexes (field '${field}')`,
      );
    }
    throw new CommandError(
      'CannotCreateIndex',
      `Values in the index key pattern can only be 1, -1 or a plugin name; got ${String(direction)} for '${field}'`,
    );
  }
  const name = typeof raw.name === 'string' && raw.name ? raw.name : defaultIndexName(key as Document);
  const spec: IndexSpec = { v: 2, key: key as Document, name };
  for (const option of KEPT_OPTIONS) if (raw[option] !== undefined) spec[option] = raw[option];
  // Stored (and listed) in full, as mongod does; the simple collation is no collation.
  const collation = parseCollation(raw.collation);
  if (collation) spec.collation = collation.spec;
  else delete spec.collation;
  return spec;
}

function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${direction}`)
    .join('_');
}

function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  return KEPT_OPTIONS.every((option) => encodeValue(a[option] ?? null) === encodeValue(b[option] ?? null));
}

function existingCollection(collection: Collection | undefined, db: string, name: string): Collection {
  if (!collection) throw new CommandError('NamespaceNotFound', `ns does not exist: ${db}.${name}`);
  assertNotView(collection);
  return collection;
}

export const indexCommands: CommandTable = {
  createIndexes: (command, { engine, db }) => {
    const name = collectionName(command);
    const specs = documentArray(command, 'indexes').map(toIndexSpec);
    const createdCollectionAutomatically = !engine.collection(db, name);
    const collection = engine.ensureCollection(db, name);
    const numIndexesBefore = collection.indexes.size;
    for (const spec of specs) {
      const sameName = collection.indexes.get(spec.name)?.spec;
      if (sameName) {
        if (encodeValue(sameName.key) === encodeValue(spec.key) && sameOptions(sameName, spec)) continue;
        throw new CommandError(
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName)}`,
        );
      }
      const sameKey = [...collection.indexes.values()].find(
        (index) => encodeValue(index.spec.key) === encodeValue(spec.key) && sameOptions(index.spec, spec),
      );
      if (sameKey) {
        throw new CommandError('IndexOptionsConflict', `Index already exists with a different name: ${sameKey.name}`);
      }
      engine.createIndex(collection, spec);
    }
    const numIndexesAfter = collection.indexes.size;
    return {
      numIndexesBefore,
      numIndexesAfter,
      createdCollectionAutomatically,
      ...(numIndexesAfter === numIndexesBefore ? { note: 'all indexes already exist' } : {}),
      ok: 1,
    };
  },

  listIndexes: (command, { engine, cursors, db }) => {
    const name = collectionName(command);
    const collection = existingCollection(engine.collection(db, name), db, name);
    const specs = [...collection.indexes.values()].map((index) => index.spec);
    const ns = `${db}.${name}`;
    const batchSize = optionalNumber((command.cursor ?? {}) as Document, 'batchSize');
    return cursorReply(ns, cursors.open(ns, specs, batchSize), true);
  },

  dropIndexes: (command, { engine, db }) => {
    const name = collectionName(command);
    const collection = existingCollection(engine.collection(db, name), db, name);
    const nIndexesWas = collection.indexes.size;
    const target = command.index;
    let names: string[];
    if (target === '*') {
      names = [...collection.indexes.keys()].filter((n) => n !== '_id_');
    } else if (typeof target === 'string') {
      names = [target];
    } else if (Array.isArray(target) && target.every((t) => typeof t === 'string')) {
      names = target as string[];
    } else if (target && typeof target === 'object') {
      const match = [...collection.indexes.values()].find(
        (index) => encodeValue(index.spec.key) === encodeValue(target),
      );
      if (!match) throw new CommandError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
      names = [match.name];
    } else {
      throw new CommandError(
        'TypeMismatch',
        "BSON field 'index' must be a string, an array of strings or a key pattern",
      );
    }
    for (const indexName of names) {
      if (indexName === '_id_') throw new CommandError('InvalidOptions', 'cannot drop _id index');
      if (!collection.indexes.has(indexName))
        throw new CommandError('IndexNotFound', `index not found with name [${indexName}]`);
    }
    for (const indexName of names) engine.dropIndex(collection, indexName);
    return { nIndexesWas, ok: 1 };
  },
};
