import type { Document } from 'bson';
import { Query } from 'mingo';
import { asCommandError } from '../errors';
import type { Collection } from '../storage/collection';

export interface ReadOptions {
  filter?: Document;
  sort?: Document;
  skip?: number;
  limit?: number;
  projection?: Document;
}

/** A compiled filter; bad operators surface as BadValue instead of a crash. */
export function compileFilter(filter: Document = {}): Query {
  try {
    return new Query(filter, {});
  } catch (err) {
    throw asCommandError(err);
  }
}

/** Documents matching `filter`, using an index for the look-up when one applies. */
export function matchingDocuments(collection: Collection | undefined, filter: Document = {}, stopAfter = Infinity): Document[] {
  if (!collection) return [];
  const query = compileFilter(filter);
  const matched: Document[] = [];
  for (const doc of collection.candidates(filter)) {
    if (matched.length >= stopAfter) break;
    if (query.test(doc)) matched.push(doc);
  }
  return matched;
}

/** The find pipeline: match, sort, skip, limit, project (MongoDB's order). */
export function findDocuments(collection: Collection | undefined, options: ReadOptions): Document[] {
  const { sort, projection } = options;
  const skip = options.skip ?? 0;
  const limit = options.limit ?? 0;
  const hasSort = sort !== undefined && Object.keys(sort).length > 0;
  // Without a sort the first skip+limit matches are the answer, so stop scanning there.
  const stopAfter = !hasSort && limit > 0 ? skip + limit : Infinity;
  const matched = matchingDocuments(collection, options.filter, stopAfter);
  const hasProjection = projection !== undefined && Object.keys(projection).length > 0;
  if (!hasSort && !hasProjection) return matched.slice(skip, limit > 0 ? skip + limit : undefined);
  try {
    let cursor = new Query({}, {}).find<Document>(matched, hasProjection ? projection : undefined);
    if (hasSort) cursor = cursor.sort(sort);
    if (skip) cursor = cursor.skip(skip);
    if (limit > 0) cursor = cursor.limit(limit);
    const docs = cursor.all();
    return hasProjection ? docs.map(idFirst) : docs;
  } catch (err) {
    throw asCommandError(err);
  }
}

/** One document through a find projection (findAndModify's `fields`). */
export function projectDocument(doc: Document, projection: Document | undefined): Document {
  if (!projection || Object.keys(projection).length === 0) return doc;
  try {
    return idFirst(new Query({}, {}).find<Document>([doc], projection).all()[0]!);
  } catch (err) {
    throw asCommandError(err);
  }
}

/** MongoDB keeps _id as the first field; mingo's projection appends it last. */
export function idFirst(doc: Document): Document {
  const keys = Object.keys(doc);
  if (keys[0] === '_id' || !('_id' in doc)) return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}
