import type { Document } from 'bson';
import { CommandError } from '../errors';
import { duplicateKeyError } from './duplicate-key';
import { encodeValue } from './keys';
import { planIndex } from './planner';
import { Index, type IndexKey, type IndexSpec } from './secondary-index';

export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** Constraint checks are skipped only while replaying the journal (its end state is consistent). */
export interface WriteMode {
  enforceUnique: boolean;
}

const ENFORCE: WriteMode = { enforceUnique: true };

/**
 * Documents of one collection keyed by their encoded _id, plus their indexes. Stored
 * documents are never mutated: an update stores a new object, so cursors and readers
 * holding the old one keep a consistent version. Every method is synchronous, which is
 * what makes each single-document write atomic in this single-threaded server.
 */
export class Collection {
  private readonly docs = new Map<string, Document>();
  readonly indexes = new Map<string, Index>();

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Document = {},
  ) {
    this.indexes.set(ID_INDEX_SPEC.name, new Index(ID_INDEX_SPEC, this.ns));
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get count(): number {
    return this.docs.size;
  }

  all(): IterableIterator<Document> {
    return this.docs.values();
  }

  getById(id: unknown): Document | undefined {
    return this.docs.get(encodeValue(id));
  }

  /** Documents that may match `filter`: an index range when one applies, else every document. */
  candidates(filter: Document): Iterable<Document> {
    const plan = planIndex(filter, this.indexes.values());
    if (!plan) return this.docs.values();
    const seen = new Set<string>();
    const found: Document[] = [];
    for (const idKey of plan.index.lookup(plan.bounds)) {
      if (seen.has(idKey)) continue;
      seen.add(idKey);
      const doc = this.docs.get(idKey);
      if (doc) found.push(doc);
    }
    return found;
  }

  insert(doc: Document, mode: WriteMode = ENFORCE): void {
    const idKey = encodeValue(doc._id);
    const keys = this.keysFor(doc);
    if (mode.enforceUnique) {
      // Index conflicts are between different ids; an equal _id is caught here.
      if (this.docs.has(idKey)) throw duplicateKeyError(this.ns, ID_INDEX_SPEC.name, ID_INDEX_SPEC.key, ['_id'], [doc._id]);
      this.assertNoConflict(keys, idKey);
    }
    const old = this.docs.get(idKey);
    if (old) this.unindex(old, idKey); // only reachable when replaying
    this.docs.set(idKey, doc);
    for (const [index, indexKeys] of keys) index.add(indexKeys, idKey);
  }

  replace(oldDoc: Document, newDoc: Document, mode: WriteMode = ENFORCE): void {
    const idKey = encodeValue(oldDoc._id);
    if (encodeValue(newDoc._id) !== idKey) {
      throw new CommandError(
        'ImmutableField',
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    }
    const keys = this.keysFor(newDoc);
    if (mode.enforceUnique) this.assertNoConflict(keys, idKey);
    this.unindex(oldDoc, idKey);
    this.docs.set(idKey, newDoc);
    for (const [index, indexKeys] of keys) index.add(indexKeys, idKey);
  }

  remove(doc: Document): void {
    const idKey = encodeValue(doc._id);
    if (!this.docs.delete(idKey)) return;
    this.unindex(doc, idKey);
  }

  /** Builds an index over the existing documents; fails without changes on a duplicate. */
  createIndex(spec: IndexSpec, mode: WriteMode = ENFORCE): void {
    const index = new Index(spec, this.ns);
    for (const [idKey, doc] of this.docs) {
      const keys = index.keysOf(doc);
      if (mode.enforceUnique) {
        const conflict = index.conflict(keys, idKey);
        if (conflict) throw conflict;
      }
      index.add(keys, idKey);
    }
    this.indexes.set(spec.name, index);
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
  }

  private keysFor(doc: Document): Array<[Index, IndexKey[]]> {
    return [...this.indexes.values()].map((index) => [index, index.keysOf(doc)]);
  }

  private assertNoConflict(keys: Array<[Index, IndexKey[]]>, idKey: string): void {
    for (const [index, indexKeys] of keys) {
      const conflict = index.conflict(indexKeys, idKey);
      if (conflict) throw conflict;
    }
  }

  private unindex(doc: Document, idKey: string): void {
    for (const index of this.indexes.values()) index.remove(index.keysOf(doc), idKey);
  }
}
