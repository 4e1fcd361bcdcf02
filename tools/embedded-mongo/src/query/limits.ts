import { calculateObjectSize, type Document } from 'bson';
import { evalExpr } from 'mingo/core';
import { CommandError } from '../errors';
import { isPlainObject } from '../storage/keys';

/**
 * Memory limits that keep one client's query from exhausting the server's heap, with the
 * errors MongoDB gives for the same limits.
 */

/** mongod's internalQueryMaxRangeBytes: what one `$range` array may take. */
export const MAX_RANGE_BYTES = 64 * 1024 * 1024;
/** mongod's size of one array element (a `Value`), as `$range` accounts for it. */
const RANGE_ELEMENT_BYTES = 16;
/** What an aggregation may hold as its result (mongod's 100 MB per blocking stage). */
export const MAX_RESULT_BYTES = 100 * 1024 * 1024;

/** Name the `$range` operator is given in specs, so the bounded implementation below runs. */
export const BOUNDED_RANGE = '$boundedRange';

/** mingo operator: `$range`, refused before it allocates more than MAX_RANGE_BYTES. */
export function boundedRange(obj: unknown, expr: unknown, options: unknown): unknown {
  const args = evalExpr(obj, expr, options);
  if (Array.isArray(args)) {
    const [start, end, step = 1] = args as number[];
    if (Number.isInteger(start) && Number.isInteger(end) && Number.isInteger(step) && step !== 0) {
      const elements = Math.max(0, Math.ceil((end! - start!) / step));
      const bytes = elements * RANGE_ELEMENT_BYTES;
      if (bytes >= MAX_RANGE_BYTES) {
        throw new CommandError(
          'ExceededMemoryLimit',
          `$range would use too much memory (${bytes} bytes) and cannot spill to disk. Memory limit: ${MAX_RANGE_BYTES} bytes`,
        );
      }
      const values: number[] = [];
      for (let at = start!; step > 0 ? at < end! : at > end!; at += step) values.push(at);
      return values;
    }
  }
  throw new CommandError('BadValue', '$range requires integer start and end values and a non-zero integer step');
}

/**
 * A copy of a filter, pipeline or projection in which `$range` runs bounded. `$literal`
 * values are data, not expressions, and stay as they are.
 */
export function withBoundedOperators<T>(spec: T): T {
  // Almost no query uses $range: hand those back as they are, without a copy.
  return mentionsRange(spec) ? boundedCopy(spec) : spec;
}

function mentionsRange(spec: unknown): boolean {
  if (Array.isArray(spec)) return spec.some(mentionsRange);
  if (!isPlainObject(spec)) return false;
  for (const key in spec) {
    if (key === '$range') return true;
    if (key !== '$literal' && mentionsRange((spec as Document)[key])) return true;
  }
  return false;
}

function boundedCopy<T>(spec: T): T {
  if (Array.isArray(spec)) return spec.map(boundedCopy) as T;
  if (!isPlainObject(spec)) return spec;
  const out: Document = {};
  for (const [key, value] of Object.entries(spec)) {
    if (key === '$literal') out[key] = value;
    else out[key === '$range' ? BOUNDED_RANGE : key] = boundedCopy(value);
  }
  return out as T;
}

/** Collects results up to MAX_RESULT_BYTES; beyond it, MongoDB's error for a query over its memory limit. */
export function collectWithinBudget(results: Iterable<Document>, what: string): Document[] {
  const kept: Document[] = [];
  let bytes = 0;
  for (const doc of results) {
    bytes += calculateObjectSize(doc);
    if (bytes > MAX_RESULT_BYTES) {
      throw new CommandError(
        'QueryExceededMemoryLimitNoDiskUseAllowed',
        `${what} exceeded the memory limit of ${MAX_RESULT_BYTES} bytes, and embedded-mongo cannot spill to disk; narrow the query or use $limit`,
      );
    }
    kept.push(doc);
  }
  return kept;
}
