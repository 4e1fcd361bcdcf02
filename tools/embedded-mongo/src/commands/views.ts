import type { Document } from 'bson';
import { CommandError } from '../errors';
import type { Collation } from '../query/collation';
import type { Collection } from '../storage/collection';
import type { Engine } from '../storage/engine';

/** mongod's limit on views defined on views. */
const MAX_VIEW_DEPTH = 20;

/** What a read of a view reads: the collection at the bottom and the pipelines above it, in order. */
export interface ResolvedView {
  source: string;
  pipeline: Document[];
}

/** The view `name` resolved down to its collection; null when `name` is no view. */
export function resolveView(engine: Engine, db: string, name: string): ResolvedView | null {
  let collection = engine.collection(db, name);
  if (!collection?.isView) return null;
  const pipelines: Document[][] = [];
  let source = name;
  while (collection?.isView) {
    if (pipelines.length >= MAX_VIEW_DEPTH)
      throw new CommandError(
        'ViewDepthLimitExceeded',
        `View depth too deep or view cycle detected; maximum depth is ${MAX_VIEW_DEPTH}`,
      );
    pipelines.unshift((collection.options.pipeline ?? []) as Document[]);
    source = collection.options.viewOn as string;
    collection = engine.collection(db, source);
  }
  return { source, pipeline: pipelines.flat() };
}

/** A view reads with its own (the simple) collation; another is refused, as mongod does. */
export function assertViewCollation(view: ResolvedView | null, collation: Collation | null | undefined): void {
  if (view && collation) {
    throw new CommandError('OptionNotSupportedOnView', "Cannot override a view's default collation");
  }
}

/** Writes, indexes and validators are for collections: a view refuses them. */
export function assertNotView(collection: Collection | undefined): void {
  if (collection?.isView)
    throw new CommandError('CommandNotSupportedOnView', `Namespace ${collection.ns} is a view, not a collection`);
}

/** `find` on a view, as mongod runs it: the view's pipeline, then the find as stages. */
export function findStages(options: {
  filter?: Document;
  sort?: Document;
  skip?: number;
  limit?: number;
  projection?: Document;
}): Document[] {
  const stages: Document[] = [];
  if (options.filter && Object.keys(options.filter).length > 0) stages.push({ $match: options.filter });
  if (options.sort && Object.keys(options.sort).length > 0) stages.push({ $sort: options.sort });
  if (options.skip) stages.push({ $skip: options.skip });
  if (options.limit) stages.push({ $limit: options.limit });
  if (options.projection && Object.keys(options.projection).length > 0) stages.push({ $project: options.projection });
  return stages;
}

/** Checks a view definition (`create` or `collMod`); returns the options stored for it. */
export function viewOptions(viewOn: unknown, pipeline: unknown): Document {
  if (typeof viewOn !== 'string' || viewOn.length === 0)
    throw new CommandError('TypeMismatch', "BSON field 'viewOn' must be a non-empty string");
  const stages = pipeline ?? [];
  if (!Array.isArray(stages) || stages.some((s) => s === null || typeof s !== 'object' || Array.isArray(s)))
    throw new CommandError('TypeMismatch', "BSON field 'pipeline' must be an array of documents");
  const writing = (stages as Document[]).map((s) => Object.keys(s)[0]).find((op) => op === '$out' || op === '$merge');
  if (writing) throw new CommandError('OptionNotSupportedOnView', `${writing} cannot be used in a view definition`);
  return { viewOn, pipeline: stages };
}
