import { ObjectId, type Document } from 'bson';
import { asCommandError, CommandError } from '../errors';
import type { Scope } from '../query/mingo';
import { matchingDocuments } from '../query/read';
import {
  applyUpdate,
  assertNoDollarFields,
  buildUpsert,
  isOperatorUpdate,
  isSameDocument,
  type UpdateSpec,
} from '../query/update';
import type { Collection } from '../storage/collection';
import type { Engine } from '../storage/engine';
import { collectionName, documentArray, type CommandTable } from './context';
import { checkHint, scopeOf } from './scope';

/** A new document with an _id (generated when absent) as its first field, as mongod stores it. */
export function withId(doc: Document): Document {
  const id = doc._id;
  if (Array.isArray(id)) throw new CommandError('InvalidIdField', "The '_id' value cannot be of type array");
  if (id instanceof RegExp) throw new CommandError('InvalidIdField', "The '_id' value cannot be of type regex");
  if (id === undefined) return { _id: new ObjectId(), ...doc };
  assertNoDollarFields(id);
  if (Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

/** Whether a write command asks to skip the collection's schema validation. */
export function bypassesValidation(command: Document): boolean {
  return command.bypassDocumentValidation === true;
}

/**
 * Runs each statement of a write command, collecting per-statement errors the way mongod
 * does: an ordered batch stops at the first error, an unordered one carries on.
 */
function eachStatement(
  command: Document,
  field: string,
  run: (statement: Document, index: number) => void,
): Document[] {
  const ordered = command.ordered !== false;
  const writeErrors: Document[] = [];
  const statements = documentArray(command, field);
  for (let index = 0; index < statements.length; index++) {
    try {
      run(statements[index]!, index);
    } catch (err) {
      writeErrors.push(asCommandError(err).toWriteError(index));
      if (ordered) break;
    }
  }
  return writeErrors;
}

function withWriteErrors(reply: Document, writeErrors: Document[]): Document {
  return writeErrors.length ? { ...reply, writeErrors, ok: 1 } : { ...reply, ok: 1 };
}

export interface UpdateOptions {
  arrayFilters?: Document[];
  collated?: boolean;
  variables?: Document;
  bypassValidation: boolean;
}

/** Applies one update statement's effect; shared by `update` and `findAndModify`. */
export function updateOne(
  engine: Engine,
  collection: Collection,
  doc: Document,
  spec: UpdateSpec,
  query: Document,
  options: UpdateOptions,
): { doc: Document; modified: boolean } {
  const updated = applyUpdate(doc, spec, { ...options, query });
  if (isSameDocument(doc, updated)) return { doc, modified: false };
  if (!options.bypassValidation) collection.validation.check(updated, doc);
  engine.replace(collection, doc, updated);
  return { doc: updated, modified: true };
}

/** Inserts the document an upsert builds; shared by `update` and `findAndModify`. */
export function upsert(
  engine: Engine,
  db: string,
  name: string,
  query: Document,
  spec: UpdateSpec,
  options: UpdateOptions,
): Document {
  const doc = withId(buildUpsert(query, spec, { arrayFilters: options.arrayFilters, variables: options.variables }));
  insertChecked(engine, engine.ensureCollection(db, name), doc, options.bypassValidation);
  return doc;
}

function insertChecked(engine: Engine, collection: Collection, doc: Document, bypassValidation: boolean): void {
  if (!bypassValidation) collection.validation.check(doc);
  engine.insert(collection, doc);
}

/** What MongoDB 7.0 answers to a field it does not know in an update statement (`sort` came in 8.0). */
function assertKnownUpdateFields(statement: Document): void {
  if (statement.sort !== undefined)
    throw new CommandError('IDLUnknownField', "BSON field 'update.updates.sort' is an unknown field.");
}

export function parseUpdateSpec(value: unknown): UpdateSpec {
  if (Array.isArray(value) || (value !== null && typeof value === 'object')) return value as UpdateSpec;
  throw new CommandError('FailedToParse', 'Update argument must be either an object or an array');
}

export const writeCommands: CommandTable = {
  insert: (command, { engine, db }) => {
    const name = collectionName(command);
    let n = 0;
    const bypass = bypassesValidation(command);
    const writeErrors = eachStatement(command, 'documents', (raw) => {
      insertChecked(engine, engine.ensureCollection(db, name), withId(raw), bypass);
      n++;
    });
    return withWriteErrors({ n }, writeErrors);
  },

  update: (command, { engine, db }) => {
    const name = collectionName(command);
    let n = 0;
    let nModified = 0;
    const upserted: Document[] = [];
    const bypassValidation = bypassesValidation(command);
    const writeErrors = eachStatement(command, 'updates', (statement, index) => {
      assertKnownUpdateFields(statement);
      const query = (statement.q ?? {}) as Document;
      const spec = parseUpdateSpec(statement.u);
      const multi = statement.multi === true;
      const scope: Scope = scopeOf(command, statement);
      const options: UpdateOptions = {
        arrayFilters: statement.arrayFilters as Document[] | undefined,
        variables: scope.variables,
        collated: Boolean(scope.collation),
        bypassValidation,
      };
      if (multi && !Array.isArray(spec) && !isOperatorUpdate(spec)) {
        throw new CommandError('FailedToParse', 'multi update is not supported for replacement-style update');
      }
      const collection = engine.writableCollection(db, name);
      checkHint(collection, statement.hint);
      const matched = matchingDocuments(collection, query, multi ? Infinity : 1, scope);
      if (matched.length === 0 && statement.upsert === true) {
        const doc = upsert(engine, db, name, query, spec, options);
        upserted.push({ index, _id: doc._id });
        n++;
        return;
      }
      for (const doc of matched) {
        n++;
        if (updateOne(engine, collection!, doc, spec, query, options).modified) nModified++;
      }
    });
    return withWriteErrors({ n, nModified, ...(upserted.length ? { upserted } : {}) }, writeErrors);
  },

  delete: (command, { engine, db }) => {
    const name = collectionName(command);
    let n = 0;
    const writeErrors = eachStatement(command, 'deletes', (statement) => {
      const limit = statement.limit ?? 0;
      if (limit !== 0 && limit !== 1)
        throw new CommandError('FailedToParse', 'The limit field in delete objects must be 0 or 1');
      const collection = engine.writableCollection(db, name);
      checkHint(collection, statement.hint);
      const filter = (statement.q ?? {}) as Document;
      const matched = matchingDocuments(collection, filter, limit === 1 ? 1 : Infinity, scopeOf(command, statement));
      for (const doc of matched) engine.remove(collection!, doc);
      n += matched.length;
    });
    return withWriteErrors({ n }, writeErrors);
  },
};
