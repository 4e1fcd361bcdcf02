import type { Document } from 'bson';
import { withBoundedOperators } from './limits';
import { Query, type Scope } from './mingo';
import { asCommandError } from '../errors';
import type { Collection } from '../storage/collection';

export interface ReadOptions extends Scope {
  filter?: Document;
  sort?: Document;
  skip?: number;
  limit?: number;
  projection?: Document;
}

/** A compiled filter; bad operators surface as BadValue instead of a crash. */
export function compileFilter(filter: Document = {}, scope?: Scope): Query {
  try {
    return new Query(withBoundedOperators(filter), scope);
  } catch (err) {
    throw asCommandError(err);
  }
}

/** Documents matching `filter`, using an index for the look-up when one applies. */
export function matchingDocuments(
  collection: Collection | undefined,
  filter: Document = {},
  stopAfter = Infinity,
  scope: Scope = {},
): Document[] {
  if (!collection) return [];
  const { docs, exact } = collection.scan(filter, undefined, scope.collation);
  return firstMatches(docs, exact ? null : compileFilter(filter, scope), stopAfter);
}

/** How many documents match `filter`: from an index when one covers it, else by testing each; nothing is copied. */
export function countMatching(collection: Collection | undefined, filter: Document = {}, scope: Scope = {}): number {
  if (!collection) return 0;
  if (Object.keys(filter).length === 0) return collection.count;
  const covered = collection.countCovered(filter, scope.collation);
  if (covered !== null) return covered;
  const query = compileFilter(filter, scope);
  let n = 0;
  for (const doc of collection.scan(filter, undefined, scope.collation).docs) if (query.test(doc)) n++;
  return n;
}

/** The first `stopAfter` documents the query accepts; every document when there is no query (an exact scan). */
function firstMatches(docs: Iterable<Document>, query: Query | null, stopAfter: number): Document[] {
  const matched: Document[] = [];
  if (stopAfter <= 0) return matched;
  for (const doc of docs) {
    if ((!query || query.test(doc)) && matched.push(doc) >= stopAfter) break;
  }
  return matched;
}

/** The find pipeline: match, sort, skip, limit, project (MongoDB's order). */
export function findDocuments(collection: Collection | undefined, options: ReadOptions): Document[] {
  if (!collection) return [];
  const filter = options.filter ?? {};
  const skip = options.skip ?? 0;
  const limit = options.limit ?? 0;
  const sort = options.sort && Object.keys(options.sort).length > 0 ? options.sort : undefined;
  const projection = options.projection && Object.keys(options.projection).length > 0 ? options.projection : undefined;
  const scope: Scope = { collation: options.collation, variables: options.variables };
  const { docs, sorted, exact } = collection.scan(filter, sort, scope.collation);
  // Documents already in order (or no order asked for): the first skip+limit matches are the answer.
  const inOrder = sorted || !sort;
  const matched = firstMatches(
    docs,
    exact ? null : compileFilter(filter, scope),
    inOrder && limit > 0 ? skip + limit : Infinity,
  );
  if (inOrder && !projection) return matched.slice(skip, limit > 0 ? skip + limit : undefined);
  try {
    let cursor = new Query({}, scope).find<Document>(matched, withBoundedOperators(projection));
    if (!inOrder) cursor = cursor.sort(sort!);
    if (skip) cursor = cursor.skip(skip);
    if (limit > 0) cursor = cursor.limit(limit);
    const results = cursor.all();
    return projection ? results.map(idFirst) : results;
  } catch (err) {
    throw asCommandError(err);
  }
}

/** One document through a find projection (findAndModify's `fields`). */
export function projectDocument(doc: Document, projection: Document | undefined): Document {
  if (!projection || Object.keys(projection).length === 0) return doc;
  try {
    return idFirst(new Query({}).find<Document>([doc], withBoundedOperators(projection)).all()[0]!);
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
