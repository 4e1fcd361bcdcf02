import type { Document } from 'bson';
import { CommandError } from '../errors';
import type { Collation } from '../query/collation';
import { DocumentValidation } from '../query/validation';
import { duplicateKeyError } from './duplicate-key';
import { encodeValue, TypeTag } from './keys';
import { planQuery } from './planner';
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
  private options_: Document;
  private validation_: DocumentValidation | null = null;

  constructor(
    readonly db: string,
    readonly name: string,
    options: Document = {},
  ) {
    this.options_ = options;
    this.indexes.set(ID_INDEX_SPEC.name, new Index(ID_INDEX_SPEC, this.ns));
  }

  get options(): Document {
    return this.options_;
  }

  /** A view (`create` with `viewOn`): it holds no documents and reads through its pipeline. */
  get isView(): boolean {
    return typeof this.options_.viewOn === 'string';
  }

  /** Replaces the options (collMod); the validation rules follow. */
  setOptions(options: Document): void {
    this.options_ = options;
    this.validation_ = null;
  }

  /** The collection's schema validation (compiled once per set of options). */
  get validation(): DocumentValidation {
    return (this.validation_ ??= new DocumentValidation(this.options_));
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

  /**
   * Documents that may match `filter` (a superset: the caller applies the filter): an index
   * look-up or an ordered index walk when one applies, else every document. `sorted` says
   * the documents already come in `sort` order; they are then produced lazily, so a
   * caller that needs only the first few stops early. `exact` says they are exactly the
   * filter's matches (the index covers it, or there is no filter): nothing to test.
   */
  scan(
    filter: Document,
    sort?: Document,
    collation?: Collation | null,
  ): { docs: Iterable<Document>; sorted: boolean; exact: boolean } {
    const plan = planQuery(filter, sort, this.indexes.values(), Boolean(collation));
    if (!plan) return { docs: this.docs.values(), sorted: false, exact: Object.keys(filter).length === 0 };
    if (plan.kind === 'ordered') {
      return {
        docs: this.byId(plan.index.scan(plan.prefix, plan.direction, plan.range)),
        sorted: true,
        exact: plan.covered,
      };
    }
    // A Set keeps index order and drops repeats (multikey entries, overlapping $in prefixes).
    const idKeys = new Set(plan.index.lookup(plan.bounds));
    return { docs: [...this.byId(idKeys)], sorted: false, exact: plan.covered };
  }

  /**
   * How many documents match `filter`, read from an index alone when one covers the filter
   * (every condition is an equality, `$in` or range the index bounds express); null when
   * none does and the documents have to be tested.
   */
  countCovered(filter: Document, collation?: Collation | null): number | null {
    const plan = planQuery(filter, undefined, this.indexes.values(), Boolean(collation));
    if (plan?.kind !== 'lookup' || !plan.covered) return null;
    const ids = plan.index.lookup(plan.bounds);
    // A multikey index lists a document once per matching element (prefixes are distinct).
    if (plan.index.multikey) return new Set(ids).size;
    let n = 0;
    for (const _ of ids) n++;
    return n;
  }

  /**
   * Documents a TTL index (`expireAfterSeconds` on one field) says have expired at `now`:
   * the field holds a date (for an array, its earliest) at least that many seconds old.
   */
  expired(now: Date): Document[] {
    const found = new Set<string>();
    for (const index of this.indexes.values()) {
      const seconds = index.spec.expireAfterSeconds;
      if (typeof seconds !== 'number' || index.fields.length !== 1 || index.isPartial) continue;
      const cutoff = encodeValue(new Date(now.getTime() - seconds * 1000));
      const range = { typeTag: TypeTag.Date, upper: { encoded: cutoff, inclusive: true } };
      for (const idKey of index.lookup({ prefixes: [''], range })) found.add(idKey);
    }
    return [...this.byId(found)];
  }

  private *byId(idKeys: Iterable<string>): Generator<Document> {
    for (const idKey of idKeys) {
      const doc = this.docs.get(idKey);
      if (doc) yield doc;
    }
  }

  insert(doc: Document, mode: WriteMode = ENFORCE): void {
    const idKey = encodeValue(doc._id);
    const keys = this.keysFor(doc);
    if (mode.enforceUnique) {
      // Index conflicts are between different ids; an equal _id is caught here.
      if (this.docs.has(idKey))
        throw duplicateKeyError(this.ns, ID_INDEX_SPEC.name, ID_INDEX_SPEC.key, ['_id'], [doc._id]);
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
