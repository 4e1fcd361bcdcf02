import type { Document } from 'bson';
import { encodeValue, isIndexableScalar, isPlainObject } from './keys';
import type { Index, IndexBounds, RangeBound } from './secondary-index';

/** What a filter says about one field, as far as an index can use it. */
interface FieldPredicate {
  equals?: unknown[];
  lower?: { value: unknown; inclusive: boolean };
  upper?: { value: unknown; inclusive: boolean };
}

export interface IndexPlan {
  readonly index: Index;
  readonly bounds: IndexBounds;
}

/** Caps the fan-out of `$in` lists over compound keys. */
const MAX_PREFIXES = 1000;

/**
 * Picks the index that constrains the most leading fields of the filter: equality (and `$in`)
 * on leading fields, then at most one range. The caller still applies the full filter to
 * every candidate, so a plan only has to return a superset of the matches.
 */
export function planIndex(filter: Document, indexes: Iterable<Index>): IndexPlan | null {
  const predicates = new Map<string, FieldPredicate>();
  collectPredicates(filter, predicates);
  if (predicates.size === 0) return null;

  let best: IndexPlan | null = null;
  let bestScore = 0;
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
    if (score > bestScore) {
      best = { index, bounds: { prefixes, range } };
      bestScore = score;
    }
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
