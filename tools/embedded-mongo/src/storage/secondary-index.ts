import type { Document } from 'bson';
import { Query } from '../query/mingo';
import { CommandError } from '../errors';
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
  private readonly entries = new SortedList();
  private readonly partialFilter?: Query;

  constructor(
    readonly spec: IndexSpec,
    private readonly ns: string,
  ) {
    this.fields = Object.keys(spec.key);
    this.unique = spec.unique === true || spec.name === '_id_';
    if (spec.partialFilterExpression) this.partialFilter = new Query(spec.partialFilterExpression);
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
      throw new CommandError(
        'CannotIndexParallelArrays',
        `cannot index parallel arrays [${this.fields.join('] [')}]`,
      );
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
    if (keys.length > 1) this.multikey = true;
    for (const key of keys) this.entries.insert({ sortKey: key.encoded + idKey, idKey });
  }

  remove(keys: IndexKey[], idKey: string): void {
    for (const key of keys) this.entries.remove(key.encoded + idKey);
  }

  clear(): void {
    this.entries.clear();
    this.multikey = false;
  }

  /** The duplicate key error these keys would cause for a document other than `idKey`. */
  conflict(keys: IndexKey[], idKey: string): CommandError | null {
    if (!this.unique) return null;
    for (const key of keys) {
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
    for (const prefix of bounds.prefixes) {
      if (!bounds.range) {
        for (const e of this.entries.scanFrom(prefix, (e) => e.sortKey.startsWith(prefix))) yield e.idKey;
        continue;
      }
      const { typeTag, lower, upper } = bounds.range;
      const bracket = prefix + typeTag;
      const start = lower ? prefix + lower.encoded : bracket;
      const lowerExact = lower && !lower.inclusive ? prefix + lower.encoded : null;
      const upperKey = upper ? prefix + upper.encoded : null;
      const inRange = (sortKey: string): boolean => {
        if (!sortKey.startsWith(bracket)) return false;
        if (upperKey === null || sortKey < upperKey) return true;
        return upper!.inclusive && sortKey.startsWith(upperKey);
      };
      for (const e of this.entries.scanFrom(start, (e) => inRange(e.sortKey))) {
        if (lowerExact !== null && e.sortKey.startsWith(lowerExact)) continue;
        yield e.idKey;
      }
    }
  }

  /**
   * Ids of documents whose key starts with `prefix`, in key order (ties by _id) or reversed.
   * Serves sorts: encoded keys ascend on every field whatever the spec's directions.
   */
  *scan(prefix: string, direction: 1 | -1): Generator<string> {
    if (direction === 1) {
      for (const e of this.entries.scanFrom(prefix, (e) => e.sortKey.startsWith(prefix))) yield e.idKey;
      return;
    }
    for (const e of this.entries.scanBack(successor(prefix))) {
      if (!e.sortKey.startsWith(prefix)) return;
      yield e.idKey;
    }
  }
}

/** The smallest string greater than every string starting with `prefix` (null: no bound). */
function successor(prefix: string): string | null {
  let end = prefix.length;
  while (end > 0 && prefix.charCodeAt(end - 1) === 0xffff) end--;
  if (end === 0) return null;
  return prefix.slice(0, end - 1) + String.fromCharCode(prefix.charCodeAt(end - 1) + 1);
}
