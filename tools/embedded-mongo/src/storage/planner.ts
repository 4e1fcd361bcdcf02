import type { Document } from 'bson';
import { encodeValue, isIndexableScalar, isPlainObject } from './keys';
import type { Index, IndexBounds, RangeBound } from './secondary-index';

/** What a filter says about one field, as far as an index can use it. */
interface FieldPredicate {
  equals?: unknown[];
  lower?: { value: unknown; inclusive: boolean };
  upper?: { value: unknown; inclusive: boolean };
  /** False when the field's condition says more than `equals`/`lower`/`upper` capture. */
  exact: boolean;
}

interface Predicates {
  fields: Map<string, FieldPredicate>;
  /** Strings compare by a collation: their binary index keys cannot bound them. */
  collated: boolean;
  /** False when the filter has conditions no index predicate captures ($or, $ne, null, ...). */
  exact: boolean;
}

export type Plan =
  /**
   * Read the documents whose keys fall inside the bounds. `covered`: those documents are
   * exactly the filter's matches, so a count needs only the index.
   */
  | { kind: 'lookup'; index: Index; bounds: IndexBounds; covered: boolean }
  /**
   * Walk the index in order: the documents come out already sorted as requested. `range`
   * bounds the walk on the first sort field when the filter ranges over it. `covered`: the
   * filter is exactly the equalities that pin the walked prefix (and that range), so every
   * document is a match.
   */
  | {
      kind: 'ordered';
      index: Index;
      prefix: string;
      range?: IndexBounds['range'];
      direction: 1 | -1;
      covered: boolean;
    };

interface Scored {
  plan: Plan;
  score: number;
}

/** Caps the fan-out of `$in` lists over compound keys. */
const MAX_PREFIXES = 1000;

/**
 * Chooses how to find a filter's documents. A look-up uses the index that constrains the
 * most leading fields (equality and `$in`, then at most one range); an ordered scan uses an
 * index whose order is the requested sort, after leading fields fixed by equality. The
 * ordered scan wins ties, since it also saves the sort and can stop at the limit. The
 * caller still applies the full filter, so a plan only has to return a superset.
 *
 * Index keys are binary. An index with a collation therefore serves no query (MongoDB uses
 * one only for a query of the same collation; here it only enforces uniqueness), and a
 * query with a collation uses indexes for its non-string conditions only, never for a sort.
 */
export function planQuery(
  filter: Document,
  sort: Document | undefined,
  indexes: Iterable<Index>,
  collated = false,
): Plan | null {
  const predicates: Predicates = { fields: new Map(), exact: true, collated };
  collectPredicates(filter, predicates);
  const candidates = [...indexes].filter((index) => !index.collation);
  const lookup = predicates.fields.size > 0 ? planLookup(predicates, candidates) : null;
  const ordered = sort && !collated ? planOrder(predicates, sort, candidates) : null;
  if (ordered && (!lookup || ordered.score >= lookup.score)) return ordered.plan;
  return lookup?.plan ?? null;
}

function planLookup(predicates: Predicates, indexes: Index[]): Scored | null {
  let best: Scored | null = null;
  for (const index of indexes) {
    if (index.isPartial) continue; // would need to prove the filter implies the partial filter
    let prefixes = [''];
    let score = 0;
    let range: IndexBounds['range'];
    // Fields whose whole condition the bounds express; covered when that is every field.
    let consumed = 0;
    let exact = predicates.exact;
    for (const field of index.fields) {
      const predicate = predicates.fields.get(field);
      if (predicate?.equals && prefixes.length * predicate.equals.length <= MAX_PREFIXES) {
        const encoded = predicate.equals.map(encodeValue);
        prefixes = [...new Set(prefixes.flatMap((p) => encoded.map((e) => p + e)))];
        score += 2;
        consumed++;
        exact &&= predicate.exact && !predicate.lower && !predicate.upper;
        continue;
      }
      if (predicate && (predicate.lower || predicate.upper)) {
        const bounds = rangeOf(predicate, index.multikey);
        range = bounds;
        score += 1;
        consumed++;
        // rangeOf may drop the upper bound (multikey, or two type brackets): a superset then.
        exact &&= predicate.exact && !predicate.equals && Boolean(bounds.upper) === Boolean(predicate.upper);
      }
      break;
    }
    const covered = exact && consumed === predicates.fields.size;
    if (score > (best?.score ?? 0))
      best = { plan: { kind: 'lookup', index, bounds: { prefixes, range }, covered }, score };
  }
  return best;
}

/**
 * An index can supply a sort when, after leading fields pinned by a single equality, its
 * fields (then _id, which orders its ties) begin with the sort fields, all sorted one way.
 * A range on the first sort field bounds the walk, as it would bound a look-up on the same
 * index: the walk then reads the look-up's documents, already in order, and stops at a limit.
 * Sparse and partial indexes do not list every document, so never; a multikey index lists a
 * document once per element of its array, so only when the array's field is pinned to one value
 * (there is only one array per key: a document then has one key under the walked prefix).
 */
function planOrder({ fields: predicates, exact }: Predicates, sort: Document, indexes: Index[]): Scored | null {
  const sortFields = Object.keys(sort);
  const direction = sort[sortFields[0]!];
  if ((direction !== 1 && direction !== -1) || sortFields.some((f) => sort[f] !== direction)) return null;
  let best: Scored | null = null;
  for (const index of indexes) {
    if (index.isPartial || index.sparse) continue;
    let pinned = 0;
    let prefix = '';
    // Pinned fields whose whole condition is that one equality.
    let consumed = 0;
    for (const field of index.fields) {
      const predicate = predicates.get(field);
      const equals = predicate?.equals;
      if (!equals || equals.length !== 1 || sortFields.includes(field)) break;
      prefix += encodeValue(equals[0]);
      pinned++;
      if (predicate.exact && !predicate.lower && !predicate.upper) consumed++;
    }
    const pinnedFields = index.fields.slice(0, pinned);
    if ([...index.multikeyFields].some((field) => !pinnedFields.includes(field))) continue;
    const order = [...index.fields.slice(pinned), '_id'];
    if (!sortFields.every((field, i) => order[i] === field)) continue;
    const walked = predicates.get(order[0]!);
    const range = walked && (walked.lower || walked.upper) && order[0] !== '_id' ? rangeOf(walked, false) : undefined;
    if (range && walked!.exact && !walked!.equals && Boolean(range.upper) === Boolean(walked!.upper)) consumed++;
    const score = 2 * pinned + (range ? 1 : 0);
    const covered = exact && consumed === predicates.size;
    if (!best || score > best.score)
      best = { plan: { kind: 'ordered', index, prefix, range, direction, covered }, score };
  }
  return best;
}

function collectPredicates(filter: Document, out: Predicates): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition) {
        if (isPlainObject(clause)) collectPredicates(clause, out);
        else out.exact = false;
      }
      continue;
    }
    if (field.startsWith('$')) {
      out.exact = false;
      continue;
    }
    const seen = out.fields.get(field);
    const predicate = seen ?? { exact: true };
    // A second condition on one field may narrow what the first says; never exact then.
    if (seen) predicate.exact = false;
    if (isOperatorObject(condition)) addOperators(condition, predicate, out.collated);
    else if (isBounding(condition, out.collated)) predicate.equals ??= [condition];
    else predicate.exact = false;
    if (predicate.equals || predicate.lower || predicate.upper) out.fields.set(field, predicate);
    else out.exact = false;
  }
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

/** A value an index key can bound: binary comparison must be the query's comparison. */
function isBounding(value: unknown, collated: boolean): boolean {
  return isIndexableScalar(value) && !(collated && typeof value === 'string');
}

function addOperators(ops: Record<string, unknown>, predicate: FieldPredicate, collated: boolean): void {
  const bounding = (value: unknown): boolean => isBounding(value, collated);
  for (const [op, arg] of Object.entries(ops)) {
    let used = false;
    switch (op) {
      case '$eq':
        used = bounding(arg) && !predicate.equals;
        if (used) predicate.equals = [arg];
        break;
      case '$in':
        used = Array.isArray(arg) && arg.every(bounding) && !predicate.equals;
        if (used) predicate.equals = arg as unknown[];
        break;
      case '$gt':
      case '$gte':
        used = bounding(arg) && !predicate.lower;
        if (used) predicate.lower = { value: arg, inclusive: op === '$gte' };
        break;
      case '$lt':
      case '$lte':
        used = bounding(arg) && !predicate.upper;
        if (used) predicate.upper = { value: arg, inclusive: op === '$lte' };
        break;
    }
    // NaN and Decimal128 compare differently in an index key than in a filter.
    if (!used || isNumericOddity(arg)) predicate.exact = false;
  }
}

function isNumericOddity(value: unknown): boolean {
  const values = Array.isArray(value) ? value : [value];
  return values.some(
    (v) => (typeof v === 'number' && Number.isNaN(v)) || (v as { _bsontype?: string })?._bsontype === 'Decimal128',
  );
}

/**
 * A range stays inside one type bracket, as in MongoDB. On a multikey index one array can
 * satisfy `$gt` and `$lt` with different elements, so only one side may bound the scan.
 */
function rangeOf(predicate: FieldPredicate, multikey: boolean): NonNullable<IndexBounds['range']> {
  const toBound = (b: { value: unknown; inclusive: boolean }): RangeBound => ({
    encoded: encodeValue(b.value),
    inclusive: b.inclusive,
  });
  const lower = predicate.lower && toBound(predicate.lower);
  let upper = predicate.upper && toBound(predicate.upper);
  if (lower && upper && (multikey || lower.encoded[0] !== upper.encoded[0])) upper = undefined;
  const typeTag = (lower ?? upper)!.encoded[0]!;
  return { typeTag, lower, upper };
}
