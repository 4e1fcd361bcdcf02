import type { Document } from 'bson';
import { ProcessingMode } from 'mingo';
import { asCommandError, CommandError } from '../errors';
import { asCountPipeline } from '../query/count-pipeline';
import { collectWithinBudget, withBoundedOperators } from '../query/limits';
import { compareUnder, mentionsString, type Collation } from '../query/collation';
import { Aggregator, type Scope } from '../query/mingo';
import { countMatching, matchingDocuments } from '../query/read';
import { cloneDocument } from '../query/update';
import type { Engine } from '../storage/engine';
import { encodeValue, valuesAtPath } from '../storage/keys';
import { collectionName, documentArray, optionalDocument, optionalNumber, type CommandTable } from './context';
import { cursorReply } from './find';
import { checkHint, scopeOf } from './scope';
import { assertViewCollation, findStages, resolveView } from './views';

/** Stages that write to collections; they would bypass indexes and the journal. */
const UNSUPPORTED_STAGES = ['$out', '$merge'];

/**
 * Stages that never modify the documents they read, so a pipeline of only these can run on the
 * stored documents (never mutated themselves: an update stores a new object) without copying
 * each one first. Copying is most of the cost of a grouping over many documents.
 */
const READ_ONLY_STAGES = new Set([
  '$match',
  '$group',
  '$bucket',
  '$bucketAuto',
  '$count',
  '$sortByCount',
  '$sort',
  '$limit',
  '$skip',
]);

export function readsOnly(pipeline: Document[]): boolean {
  return pipeline.every((stage) => {
    const [op, arg] = Object.entries(stage)[0] ?? [];
    if (op === '$facet')
      return isDocument(arg) && Object.values(arg).every((sub) => Array.isArray(sub) && readsOnly(sub as Document[]));
    return op !== undefined && READ_ONLY_STAGES.has(op);
  });
}

function isDocument(value: unknown): value is Document {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type RunOptions = Omit<NonNullable<ConstructorParameters<typeof Aggregator>[1]>, 'processingMode'>;

/**
 * Stages and operators that compare strings by mingo's binary hashing or ordering, whatever
 * the collation: under a collation they would group or de-duplicate differently from
 * MongoDB, so a pipeline using them with a collation is refused.
 */
const BINARY_ONLY = [
  '$group',
  '$bucket',
  '$bucketAuto',
  '$sortByCount',
  '$setWindowFields',
  '$lookup',
  '$graphLookup',
  '$addToSet',
  '$max',
  '$min',
  '$maxN',
  '$minN',
  '$top',
  '$topN',
  '$bottom',
  '$bottomN',
  '$indexOfArray',
  '$setEquals',
  '$setIntersection',
  '$setUnion',
  '$setDifference',
  '$setIsSubset',
  '$sortArray',
];

function binaryOnlyOperator(spec: unknown): string | undefined {
  if (Array.isArray(spec)) {
    for (const item of spec) {
      const found = binaryOnlyOperator(item);
      if (found) return found;
    }
    return undefined;
  }
  if (!isDocument(spec) || (spec as { _bsontype?: string })._bsontype) return undefined;
  for (const [key, value] of Object.entries(spec)) {
    if (key === '$literal') continue;
    if (BINARY_ONLY.includes(key)) return key;
    const found = binaryOnlyOperator(value);
    if (found) return found;
  }
  return undefined;
}

function assertCollationApplies(pipeline: Document[], collation: Collation | null | undefined): void {
  const operator = collation ? binaryOnlyOperator(pipeline) : undefined;
  if (operator) {
    throw new CommandError(
      'InvalidOptions',
      `embedded-mongo cannot apply a collation to ${operator} (it compares strings binary); drop the collation or the ${operator}`,
    );
  }
}

/**
 * Runs `stages` over `input` with mingo. A final $facet whose sub-pipelines only read runs here:
 * mingo's own $facet copies every input document once per sub-pipeline, which makes counting a
 * few facets over many documents many times slower than the counting itself.
 */
function runStages(stages: Document[], input: Document[], options: RunOptions): Document[] {
  const last = stages[stages.length - 1];
  if (last && isDocument(last.$facet) && readsOnly(stages)) {
    const facetInput = runStages(stages.slice(0, -1), input, options);
    const facets = Object.fromEntries(
      Object.entries(last.$facet).map(([name, sub]) => [name, runStages(sub as Document[], facetInput, options)]),
    );
    return [facets];
  }
  const aggregator = new Aggregator(withBoundedOperators(stages), {
    ...options,
    // Stages such as $set would otherwise modify the stored documents in place.
    processingMode: readsOnly(stages) ? ProcessingMode.CLONE_OFF : ProcessingMode.CLONE_INPUT,
  });
  const results = collectWithinBudget(aggregator.stream(input) as Iterable<Document>, 'aggregate result');
  // MongoDB's $count outputs nothing for no documents; mingo outputs a count of 0.
  const counted = last?.$count;
  return typeof counted === 'string' && results.length === 1 && results[0]![counted] === 0 ? [] : results;
}

/** mingo's options for a command's collation and `let` variables. */
function mingoScope(scope: Scope): Pick<RunOptions, 'collation' | 'variables'> {
  return { collation: scope.collation?.mingo, variables: scope.variables };
}

/** Values de-duplicated by a collation (`distinct`): one of each group of equal strings is kept. */
class CollatedSet {
  private readonly sorted: unknown[] = [];

  constructor(private readonly collation: Collation) {}

  /** False when an equal value is already in. */
  add(value: unknown): boolean {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const order = compareUnder(this.collation.collator, this.sorted[mid], value);
      if (order === 0) return false;
      if (order < 0) lo = mid + 1;
      else hi = mid;
    }
    this.sorted.splice(lo, 0, value);
    return true;
  }
}

/**
 * The documents a pipeline outputs over collection `name` (none: `aggregate: 1`). A view is
 * read as mongod reads it: its collection, through the view's pipeline, then this one.
 */
export function aggregateDocuments(
  engine: Engine,
  db: string,
  target: string | null,
  requested: Document[],
  scope: Scope,
  hint?: unknown,
): Document[] {
  let name = target;
  let pipeline = requested;
  const view = name === null ? null : resolveView(engine, db, name);
  assertViewCollation(view, scope.collation);
  if (view) {
    name = view.source;
    pipeline = [...view.pipeline, ...requested];
  }
  if (name !== null) checkHint(engine.collection(db, name), hint);
  const counting = name !== null ? asCountPipeline(pipeline) : null;
  if (counting) {
    const collection = engine.collection(db, name!);
    const n = limited(countMatching(collection, counting.filter, scope), counting.skip, counting.limit);
    return n > 0 ? [counting.output(n)] : [];
  }

  assertCollationApplies(pipeline, scope.collation);
  // A leading $match runs here, so it can use an index; mingo runs the rest.
  let stages = pipeline;
  let input: Document[] = [];
  if (name !== null) {
    const leadingMatch = pipeline[0]?.$match as Document | undefined;
    if (leadingMatch) stages = pipeline.slice(1);
    input = matchingDocuments(engine.collection(db, name), leadingMatch ?? {}, Infinity, scope);
  }
  try {
    return runStages(stages, input, {
      // $lookup and $unionWith read views through their pipelines too.
      collectionResolver: (from: string) =>
        resolveView(engine, db, from)
          ? aggregateDocuments(engine, db, from, [], {}).map(cloneDocument)
          : [...(engine.collection(db, from)?.all() ?? [])].map(cloneDocument),
      ...mingoScope(scope),
    });
  } catch (err) {
    throw asCommandError(err);
  }
}

/** A count after skipping `skip` documents and keeping at most `limit` (0: no limit). */
function limited(total: number, skip: number, limit: number): number {
  const n = Math.max(0, total - skip);
  return limit > 0 ? Math.min(n, limit) : n;
}

export const aggregateCommands: CommandTable = {
  aggregate: (command, { engine, cursors, db }) => {
    const target = command.aggregate;
    const name = typeof target === 'string' ? collectionName(command) : null;
    if (name === null && target !== 1) {
      throw new CommandError('InvalidNamespace', "The 'aggregate' field must be a collection name or 1");
    }
    const pipeline = documentArray(command, 'pipeline');
    if (command.explain) throw new CommandError('IllegalOperation', 'explain is not supported by embedded-mongo');
    const cursorOptions = optionalDocument(command, 'cursor');
    if (!cursorOptions) {
      throw new CommandError(
        'FailedToParse',
        "The 'cursor' option is required, except for aggregate with the explain argument",
      );
    }
    const writing = pipeline.map((stage) => Object.keys(stage)[0]).find((op) => UNSUPPORTED_STAGES.includes(op!));
    if (writing) throw new CommandError('IllegalOperation', `${writing} is not supported by embedded-mongo`);

    const scope = scopeOf(command);
    const ns = name === null ? `${db}.$cmd.aggregate` : `${db}.${name}`;
    const batchSize = optionalNumber(cursorOptions, 'batchSize');
    const docs = aggregateDocuments(engine, db, name, pipeline, scope, command.hint);
    return cursorReply(ns, cursors.open(ns, docs, batchSize), true);
  },

  count: (command, { engine, db }) => {
    const name = collectionName(command);
    const query = optionalDocument(command, 'query') ?? {};
    const skip = Math.max(0, optionalNumber(command, 'skip') ?? 0);
    const limit = Math.abs(optionalNumber(command, 'limit') ?? 0);
    const scope = scopeOf(command);
    if (resolveView(engine, db, name)) {
      const stages = [...findStages({ filter: query, skip, limit }), { $count: 'n' }];
      const [counted] = aggregateDocuments(engine, db, name, stages, scope, command.hint);
      return { n: (counted?.n as number | undefined) ?? 0, ok: 1 };
    }
    const collection = engine.collection(db, name);
    checkHint(collection, command.hint);
    return { n: limited(countMatching(collection, query, scope), skip, limit), ok: 1 };
  },

  distinct: (command, { engine, db }) => {
    const name = collectionName(command);
    const key = command.key;
    if (typeof key !== 'string' || key.length === 0)
      throw new CommandError('TypeMismatch', "BSON field 'key' must be a string");
    const scope = scopeOf(command);
    const seen = new Set<string>();
    const values: unknown[] = [];
    const collated = scope.collation ? new CollatedSet(scope.collation) : null;
    const filter = optionalDocument(command, 'query') ?? {};
    const docs = resolveView(engine, db, name)
      ? aggregateDocuments(engine, db, name, findStages({ filter }), scope)
      : matchingDocuments(engine.collection(db, name), filter, Infinity, scope);
    for (const doc of docs) {
      for (const value of valuesAtPath(doc, key)) {
        if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
        if (collated && mentionsString(value)) {
          if (!collated.add(value)) continue;
        } else {
          const encoded = encodeValue(value);
          if (seen.has(encoded)) continue;
          seen.add(encoded);
        }
        values.push(value);
      }
    }
    return { values, ok: 1 };
  },
};
