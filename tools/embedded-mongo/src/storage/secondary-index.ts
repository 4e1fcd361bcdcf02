import type { Document } from 'bson';
import { Query } from '../query/mingo';
import { CommandError } from '../errors';
import { parseCollation, type Collation } from '../query/collation';
import { CollatedKeys } from './collated-keys';
import { duplicateKeyError } from './duplicate-key';
import { encodeValue, valuesAtPath } from './keys';
import { SortedList } from './sorted-list';

export interface IndexSpec extends Document {
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
}

/** One index key of a document: its encoding and the field values it was built from. */
export interface IndexKey {
  readonly encoded: string;
  readonly values: unknown[];
}

/** Bound of a range on the field that follows an index's equality prefix. */
export interface RangeBound {
  readonly encoded: string;
  readonly inclusive: boolean;
}

export interface IndexBounds {
  /** Encoded equality values of the leading fields ('' when there are none). */
  readonly prefixes: string[];
  /** Optional range on the next field, confined to one type bracket (MongoDB semantics). */
  readonly range?: { typeTag: string; lower?: RangeBound; upper?: RangeBound };
}

/**
 * A (possibly compound, unique, sparse or partial) index: a sorted list of
 * `encodedKey + encodedId` entries. Multikey like MongoDB: an array contributes one key per element.
 */
export class Index {
  readonly fields: string[];
  readonly unique: boolean;
  /** Set once any document contributed several keys; range look-ups then widen (see planner). */
  multikey = false;
  /** The fields whose arrays made it multikey: a walk that pins each of them to one value lists a document once. */
  readonly multikeyFields = new Set<string>();
  private readonly entries = new SortedList();
  private readonly partialFilter?: Query;
  /** Null for the simple (binary) collation. */
  readonly collation: Collation | null;
  /** A unique index with a collation finds its duplicates here. */
  private readonly collatedKeys: CollatedKeys | null;

  constructor(
    readonly spec: IndexSpec,
    private readonly ns: string,
  ) {
    this.fields = Object.keys(spec.key);
    this.unique = spec.unique === true || spec.name === '_id_';
    this.collation = parseCollation(spec.collation);
    this.collatedKeys = this.collation && this.unique ? new CollatedKeys(this.collation) : null;
    if (spec.partialFilterExpression)
      this.partialFilter = new Query(spec.partialFilterExpression, { collation: this.collation });
  }

  get name(): string {
    return this.spec.name;
  }

  get isPartial(): boolean {
    return this.partialFilter !== undefined;
  }

  get sparse(): boolean {
    return this.spec.sparse === true;
  }

  /** The keys a document contributes; none when a sparse/partial index leaves it out. */
  keysOf(doc: Document): IndexKey[] {
    const perField = this.fields.map((field) => valuesAtPath(doc, field));
    if (this.sparse && perField.every((values) => values.every((v) => v === undefined))) return [];
    if (this.partialFilter && !this.partialFilter.test(doc)) return [];
    const arrays = perField.filter((values) => values.length > 1);
    if (arrays.length > 1) {
      throw new CommandError('CannotIndexParallelArrays', `cannot index parallel arrays [${this.fields.join('] [')}]`);
    }
    const keys = new Map<string, IndexKey>();
    const build = (i: number, values: unknown[], encoded: string): void => {
      if (i === perField.length) {
        keys.set(encoded, { encoded, values });
        return;
      }
      for (const v of perField[i]!) build(i + 1, [...values, v], encoded + encodeValue(v));
    };
    build(0, [], '');
    return [...keys.values()];
  }

  add(keys: IndexKey[], idKey: string): void {
    if (keys.length > 1) {
      this.multikey = true;
      this.fields.forEach((field, i) => {
        if (new Set(keys.map((key) => encodeValue(key.values[i]))).size > 1) this.multikeyFields.add(field);
      });
    }
    for (const key of keys) {
      this.entries.insert({ sortKey: key.encoded + idKey, idKey });
      this.collatedKeys?.add(key, idKey);
    }
  }

  remove(keys: IndexKey[], idKey: string): void {
    for (const key of keys) {
      this.entries.remove(key.encoded + idKey);
      this.collatedKeys?.remove(key, idKey);
    }
  }

  clear(): void {
    this.entries.clear();
    this.collatedKeys?.clear();
    this.multikey = false;
    this.multikeyFields.clear();
  }

  /** The duplicate key error these keys would cause for a document other than `idKey`. */
  conflict(keys: IndexKey[], idKey: string): CommandError | null {
    if (!this.unique) return null;
    for (const key of keys) {
      if (this.collatedKeys) {
        if (this.collatedKeys.holderOtherThan(key, idKey) !== null)
          return duplicateKeyError(this.ns, this.name, this.spec.key, this.fields, key.values);
        continue;
      }
      for (const entry of this.entries.scanFrom(key.encoded, (e) => e.sortKey.startsWith(key.encoded))) {
        if (entry.idKey !== idKey) {
          return duplicateKeyError(this.ns, this.name, this.spec.key, this.fields, key.values);
        }
      }
    }
    return null;
  }

  /** Ids of documents whose keys fall inside the bounds, in index order (may repeat). */
  *lookup(bounds: IndexBounds): Generator<string> {
    for (const prefix of bounds.prefixes) yield* this.scan(prefix, 1, bounds.range);
  }

  /**
   * Ids of documents whose key starts with `prefix` (and whose next field is within `range`),
   * in key order (ties by _id) or reversed. Serves sorts: encoded keys ascend on every field
   * whatever the index key's directions.
   */
  *scan(prefix: string, direction: 1 | -1, range?: IndexBounds['range']): Generator<string> {
    const { from, before, inRange, excluded } = range ? rangeWalk(prefix, range) : prefixWalk(prefix);
    const entries = direction === 1 ? this.entries.scanFrom(from, () => true) : this.entries.scanBack(before);
    for (const e of entries) {
      if (!inRange(e.sortKey)) return;
      if (!excluded(e.sortKey)) yield e.idKey;
    }
  }
}

/**
 * Where a walk over one prefix (and a range on the next field) starts and stops: it goes up
 * from `from` or down from just below `before`, and ends at the first key not `inRange`;
 * `excluded` keys (an exclusive lower bound's value) are passed over.
 */
interface Walk {
  from: string;
  before: string | null;
  inRange: (sortKey: string) => boolean;
  excluded: (sortKey: string) => boolean;
}

function prefixWalk(prefix: string): Walk {
  return { from: prefix, before: successor(prefix), inRange: (k) => k.startsWith(prefix), excluded: () => false };
}

function rangeWalk(prefix: string, { typeTag, lower, upper }: NonNullable<IndexBounds['range']>): Walk {
  const bracket = prefix + typeTag;
  const from = lower ? prefix + lower.encoded : bracket;
  const lowerExact = lower && !lower.inclusive ? prefix + lower.encoded : null;
  const upperKey = upper ? prefix + upper.encoded : null;
  return {
    from,
    before: upperKey === null ? successor(bracket) : upper!.inclusive ? successor(upperKey) : upperKey,
    inRange: (k) => {
      if (k < from || !k.startsWith(bracket)) return false;
      if (upperKey === null || k < upperKey) return true;
      return upper!.inclusive && k.startsWith(upperKey);
    },
    excluded: (k) => lowerExact !== null && k.startsWith(lowerExact),
  };
}

/** The smallest string greater than every string starting with `prefix` (null: no bound). */
function successor(prefix: string): string | null {
  let end = prefix.length;
  while (end > 0 && prefix.charCodeAt(end - 1) === 0xffff) end--;
  if (end === 0) return null;
  return prefix.slice(0, end - 1) + String.fromCharCode(prefix.charCodeAt(end - 1) + 1);
}
