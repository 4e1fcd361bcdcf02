import type { Document } from 'bson';
import { encodeValue, isIndexableScalar, isPlainObject } from './keys';
import type { Index, IndexBounds, RangeBound } from './secondary-index';

/** What a filter says about one field, as far as an index can use it. */
interface FieldPredicate {
  equals?: unknown[];
  lower?: { value: unknown; inclusive: boolean };
  upper?: { value: unknown; inclusive: boolean };
}

export type Plan =
  /** Read the documents whose keys fall inside the bounds. */
  | { kind: 'lookup'; index: Index; bounds: IndexBounds }
  /** Walk the index in order: the documents come out already sorted as requested. */
  | { kind: 'ordered'; index: Index; prefix: string; direction: 1 | -1 };

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
 */
export function planQuery(filter: Document, sort: Document | undefined, indexes: Iterable<Index>): Plan | null {
  const predicates = new Map<string, FieldPredicate>();
  collectPredicates(filter, predicates);
  const candidates = [...indexes];
  const lookup = predicates.size > 0 ? planLookup(predicates, candidates) : null;
  const ordered = sort ? planOrder(predicates, sort, candidates) : null;
  if (ordered && (!lookup || ordered.score >= lookup.score)) return ordered.plan;
  return lookup?.plan ?? null;
}

function planLookup(predicates: Map<string, FieldPredicate>, indexes: Index[]): Scored | null {
  let best: Scored | null = null;
  for (const index of indexes) {
    if (index.isPartial) continue; // would need to prove the filter implies the partial filter
    let prefixes = [''];
    let score = 0;
    let range: IndexBounds['range'];
    for (const field of index.fields) {
      const predicate = predicates.get(field);
      if (predicate?.equals && prefixes.length * predicate.equals.length <= MAX_PREFIXES) {
        const encoded = predicate.equals.map(encodeValue);
        prefixes = prefixes.flatMap((p) => encoded.map((e) => p + e));
        score += 2;
        continue;
      }
      if (predicate && (predicate.lower || predicate.upper)) {
        range = rangeOf(predicate, index.multikey);
        score += 1;
      }
      break;
    }
    if (score > (best?.score ?? 0)) best = { plan: { kind: 'lookup', index, bounds: { prefixes, range } }, score };
  }
  return best;
}

/**
 * An index can supply a sort when, after leading fields pinned by a single equality, its
 * fields (then _id, which orders its ties) begin with the sort fields, all sorted one way.
 * Multikey, sparse and partial indexes do not list every document exactly once, so never.
 */
function planOrder(predicates: Map<string, FieldPredicate>, sort: Document, indexes: Index[]): Scored | null {
  const sortFields = Object.keys(sort);
  const direction = sort[sortFields[0]!];
  if ((direction !== 1 && direction !== -1) || sortFields.some((f) => sort[f] !== direction)) return null;
  let best: Scored | null = null;
  for (const index of indexes) {
    if (index.isPartial || index.sparse || index.multikey) continue;
    let pinned = 0;
    let prefix = '';
    for (const field of index.fields) {
      const equals = predicates.get(field)?.equals;
      if (!equals || equals.length !== 1 || sortFields.includes(field)) break;
      prefix += encodeValue(equals[0]);
      pinned++;
    }
    const order = [...index.fields.slice(pinned), '_id'];
    if (!sortFields.every((field, i) => order[i] === field)) continue;
    const score = 2 * pinned;
    if (!best || score > best.score) best = { plan: { kind: 'ordered', index, prefix, direction }, score };
  }
  return best;
}

function collectPredicates(filter: Document, out: Map<string, FieldPredicate>): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) collectPredicates(clause, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    const predicate = out.get(field) ?? {};
    if (isOperatorObject(condition)) addOperators(condition, predicate);
    else if (isIndexableScalar(condition)) predicate.equals ??= [condition];
    if (predicate.equals || predicate.lower || predicate.upper) out.set(field, predicate);
  }
}

function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

function addOperators(ops: Record<string, unknown>, predicate: FieldPredicate): void {
  for (const [op, arg] of Object.entries(ops)) {
    switch (op) {
      case '$eq':
        if (isIndexableScalar(arg)) predicate.equals ??= [arg];
        break;
      case '$in':
        if (Array.isArray(arg) && arg.every(isIndexableScalar)) predicate.equals ??= arg;
        break;
      case '$gt':
      case '$gte':
        if (isIndexableScalar(arg)) predicate.lower = { value: arg, inclusive: op === '$gte' };
        break;
      case '$lt':
      case '$lte':
        if (isIndexableScalar(arg)) predicate.upper = { value: arg, inclusive: op === '$lte' };
        break;
    }
  }
}

/**
 * A range stays inside one type bracket, as in MongoDB. On a multikey index one array can
 * satisfy `$gt` and `$lt` with different elements, so only one side may bound the scan.
 */
function rangeOf(predicate: FieldPredicate, multikey: boolean): IndexBounds['range'] {
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
