import type { Document } from 'bson';
import { CommandError, storageError } from '../errors';
import { Collection, type WriteMode } from './collection';
import type { Journal } from './journal';
import type { IndexSpec } from './secondary-index';

/**
 * Journal records. Each one sets state (puts a whole document, deletes by _id, ...), so
 * replaying a journal rebuilds exactly the state the acknowledged writes produced.
 */
export type JournalRecord =
  | { op: 'createCollection'; db: string; coll: string; options: Document }
  | { op: 'dropCollection'; db: string; coll: string }
  | { op: 'setOptions'; db: string; coll: string; options: Document }
  | { op: 'dropDatabase'; db: string }
  | { op: 'createIndex'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'put'; db: string; coll: string; doc: Document }
  | { op: 'delete'; db: string; coll: string; id: unknown };

/** Undoes one mutation that is in memory but not yet on disk. */
interface Undo {
  seq: number;
  undo: () => void;
}

/**
 * All databases and collections. Every mutation changes memory first (throwing leaves
 * nothing changed), then appends a journal record. Until its record is on disk a mutation
 * keeps an undo (`hasUnsavedWrites`): when the journal fails (disk full, fsync error) every
 * such mutation is undone, and the engine refuses writes (read-only) until the journal can
 * be written again. The command layer replies only once no unsaved write is left (see
 * runCommand), so no reply ever shows a write that is then undone.
 */
export class Engine {
  private readonly dbs = new Map<string, Map<string, Collection>>();
  private journal: Journal | null = null;
  private undos: Undo[] = [];

  attachJournal(journal: Journal): void {
    this.journal = journal;
    journal.watch({
      durable: (seq) => {
        let done = 0;
        while (done < this.undos.length && this.undos[done]!.seq <= seq) done++;
        this.undos.splice(0, done);
      },
      failed: () => {
        for (const { undo } of this.undos.splice(0).reverse()) undo();
      },
      recovered: () => undefined,
    });
  }

  /** Whether memory holds a write whose journal record is not on disk yet (it may still be undone). */
  get hasUnsavedWrites(): boolean {
    return this.undos.length > 0;
  }

  /** Why writes are refused now (the journal cannot be written), or null. */
  get readOnlyReason(): string | null {
    const error = this.journal?.error;
    return error ? `the journal cannot be written (${error.message})` : null;
  }

  /** Throws while the server is read-only: OutOfDiskSpace (14031) for a full disk, else OperationFailed. */
  assertWritable(): void {
    const error = this.journal?.error;
    if (error) {
      throw storageError(
        error,
        `embedded-mongo is read-only: ${this.readOnlyReason}; writes are accepted again once the journal can be written`,
      );
    }
  }

  commit(): Promise<void> {
    return this.journal ? this.journal.commit() : Promise.resolve();
  }

  async close(): Promise<void> {
    await this.journal?.close();
    this.journal = null;
  }

  databaseNames(): string[] {
    return [...this.dbs.keys()];
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  collection(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** The collection, created implicitly (as MongoDB does on first write) when missing; never a view. */
  ensureCollection(db: string, name: string): Collection {
    return this.writableCollection(db, name) ?? this.createCollection(db, name, {});
  }

  /** The collection a write goes to (undefined when missing); a view refuses writes. */
  writableCollection(db: string, name: string): Collection | undefined {
    const collection = this.collection(db, name);
    if (collection?.isView)
      throw new CommandError('CommandNotSupportedOnView', `Namespace ${db}.${name} is a view, not a collection`);
    return collection;
  }

  createCollection(db: string, name: string, options: Document): Collection {
    this.assertWritable();
    validateNamespace(db, name);
    if (this.collection(db, name)) {
      throw new CommandError('NamespaceExists', `Collection ${db}.${name} already exists.`);
    }
    const collection = new Collection(db, name, options);
    let collections = this.dbs.get(db);
    if (!collections) this.dbs.set(db, (collections = new Map()));
    collections.set(name, collection);
    this.record({ op: 'createCollection', db, coll: name, options }, () => this.detach(db, name));
    return collection;
  }

  /** collMod: the collection's new options (validator, ...), already checked by the caller. */
  setOptions(collection: Collection, options: Document): void {
    this.assertWritable();
    const previous = collection.options;
    collection.setOptions(options);
    this.record({ op: 'setOptions', db: collection.db, coll: collection.name, options }, () =>
      collection.setOptions(previous),
    );
  }

  dropCollection(db: string, name: string): boolean {
    this.assertWritable();
    const collection = this.collection(db, name);
    if (!collection) return false;
    this.detach(db, name);
    this.record({ op: 'dropCollection', db, coll: name }, () => this.attach(collection));
    return true;
  }

  dropDatabase(db: string): void {
    this.assertWritable();
    const collections = this.dbs.get(db);
    if (!collections || !this.dbs.delete(db)) return;
    this.record({ op: 'dropDatabase', db }, () => this.dbs.set(db, collections));
  }

  createIndex(collection: Collection, spec: IndexSpec, mode?: WriteMode): void {
    this.assertWritable();
    collection.createIndex(spec, mode);
    this.record({ op: 'createIndex', db: collection.db, coll: collection.name, spec }, () =>
      collection.dropIndex(spec.name),
    );
  }

  dropIndex(collection: Collection, name: string): void {
    this.assertWritable();
    const index = collection.indexes.get(name);
    collection.dropIndex(name);
    this.record(
      { op: 'dropIndex', db: collection.db, coll: collection.name, name },
      () => index && collection.indexes.set(name, index),
    );
  }

  insert(collection: Collection, doc: Document, mode?: WriteMode): void {
    this.assertWritable();
    collection.insert(doc, mode);
    this.record({ op: 'put', db: collection.db, coll: collection.name, doc }, () => collection.remove(doc));
  }

  replace(collection: Collection, oldDoc: Document, newDoc: Document): void {
    this.assertWritable();
    collection.replace(oldDoc, newDoc);
    this.record({ op: 'put', db: collection.db, coll: collection.name, doc: newDoc }, () =>
      collection.replace(newDoc, oldDoc, UNCHECKED),
    );
  }

  remove(collection: Collection, doc: Document): void {
    this.assertWritable();
    collection.remove(doc);
    this.record({ op: 'delete', db: collection.db, coll: collection.name, id: doc._id }, () =>
      collection.insert(doc, UNCHECKED),
    );
  }

  private detach(db: string, name: string): void {
    const collections = this.dbs.get(db);
    collections?.delete(name);
    if (collections?.size === 0) this.dbs.delete(db);
  }

  private attach(collection: Collection): void {
    let collections = this.dbs.get(collection.db);
    if (!collections) this.dbs.set(collection.db, (collections = new Map()));
    collections.set(collection.name, collection);
  }

  /** Deletes what TTL indexes say has expired (mongod's TTL monitor); returns how many. */
  expire(now: Date): number {
    if (this.readOnlyReason) return 0;
    let removed = 0;
    for (const collections of this.dbs.values()) {
      for (const collection of collections.values()) {
        for (const doc of collection.expired(now)) {
          this.remove(collection, doc);
          removed++;
        }
      }
    }
    return removed;
  }

  /** Re-applies one journal record during recovery (no constraint checks, nothing journaled). */
  replay(raw: Document): void {
    // Records of other kinds (the journal's own probes) change nothing.
    const record = raw as JournalRecord;
    const unchecked = UNCHECKED;
    switch (record.op) {
      case 'createCollection':
        if (!this.collection(record.db, record.coll)) this.createCollection(record.db, record.coll, record.options);
        return;
      case 'dropCollection':
        this.dropCollection(record.db, record.coll);
        return;
      case 'setOptions':
        this.collection(record.db, record.coll)?.setOptions(record.options);
        return;
      case 'dropDatabase':
        this.dropDatabase(record.db);
        return;
      case 'createIndex':
        this.createIndex(this.ensureCollection(record.db, record.coll), record.spec, unchecked);
        return;
      case 'dropIndex':
        this.collection(record.db, record.coll)?.dropIndex(record.name);
        return;
      case 'put':
        this.ensureCollection(record.db, record.coll).insert(record.doc, unchecked);
        return;
      case 'delete': {
        const collection = this.collection(record.db, record.coll);
        const doc = collection?.getById(record.id);
        if (collection && doc) collection.remove(doc);
        return;
      }
    }
  }

  /** Records that rebuild the whole current state (the journal's compaction snapshot). */
  *snapshot(): Generator<JournalRecord> {
    for (const [db, collections] of this.dbs) {
      for (const [coll, collection] of collections) {
        yield { op: 'createCollection', db, coll, options: collection.options };
        for (const index of collection.indexes.values()) {
          if (index.name !== '_id_') yield { op: 'createIndex', db, coll, spec: index.spec };
        }
        for (const doc of collection.all()) yield { op: 'put', db, coll, doc };
      }
    }
  }

  private record(record: JournalRecord, undo: () => void): void {
    if (this.journal) this.undos.push({ seq: this.journal.append(record), undo });
  }
}

const UNCHECKED: WriteMode = { enforceUnique: false };

function validateNamespace(db: string, name: string): void {
  if (!db || /[/\\. "$]/.test(db) || !name || name.includes('$') || name.includes('\0')) {
    throw new CommandError('InvalidNamespace', `Invalid namespace specified '${db}.${name}'`);
  }
}
