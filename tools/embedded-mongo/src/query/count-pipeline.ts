import type { Document } from 'bson';
import { isPlainObject } from '../storage/keys';

/** A pipeline that only counts: what `countDocuments` sends, `$match`+`$skip`/`$limit`+`$group`. */
export interface CountPipeline {
  filter: Document;
  skip: number;
  limit: number;
  /** The one document the pipeline outputs for a count above zero (none for zero). */
  output: (count: number) => Document;
}

/**
 * Recognises `[{ $match }?, { $skip }?, { $limit }?, { $group: { _id: <constant>, n: { $sum: <number> } } }]`
 * and the same ending in `{ $count: 'n' }`, so it can be answered by counting (from an
 * index when one covers the filter) instead of running every matching document through
 * the pipeline. Anything else: null.
 */
export function asCountPipeline(pipeline: Document[]): CountPipeline | null {
  let at = 0;
  let filter: Document = {};
  let skip = 0;
  let limit = 0;
  if (isPlainObject(pipeline[at]?.$match) && Object.keys(pipeline[at]!).length === 1)
    filter = pipeline[at++]!.$match as Document;
  if (isCount(pipeline[at]?.$skip) && Object.keys(pipeline[at]!).length === 1) skip = pipeline[at++]!.$skip as number;
  if (isCount(pipeline[at]?.$limit) && Object.keys(pipeline[at]!).length === 1 && pipeline[at]!.$limit > 0)
    limit = pipeline[at++]!.$limit as number;
  if (at !== pipeline.length - 1 || Object.keys(pipeline[at]!).length !== 1) return null;
  const counted = pipeline[at]!.$count;
  if (typeof counted === 'string' && counted.length > 0 && !counted.startsWith('$') && !counted.includes('.')) {
    return { filter, skip, limit, output: (n) => ({ [counted]: n }) };
  }
  const group = pipeline[at]!.$group;
  if (!isPlainObject(group)) return null;
  const { _id: groupId, ...accumulators } = group;
  const fields = Object.entries(accumulators);
  if (!('_id' in group) || !isConstant(groupId) || fields.length !== 1) return null;
  const [field, accumulator] = fields[0]!;
  if (!isPlainObject(accumulator) || Object.keys(accumulator).length !== 1) return null;
  const per = accumulator.$sum;
  if (typeof per !== 'number' || !Number.isInteger(per)) return null;
  return { filter, skip, limit, output: (n) => ({ _id: groupId, [field]: n * per }) };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** A group key that is the same for every document: a number, boolean, null or a string that is no field path. */
function isConstant(value: unknown): boolean {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return true;
  return typeof value === 'string' && !value.startsWith('$');
}
