/// <reference path="../mingo-util.d.ts" />
import type { Document } from 'bson';
import { Context } from 'mingo';
import { Aggregator as BaseAggregator } from 'mingo/aggregator';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Query as BaseQuery } from 'mingo/query';
import { COLLATED_EXPRESSION_OPERATORS, COLLATED_QUERY_OPERATORS } from './collated-operators';
import type { Collation } from './collation';
import { compileJsonSchema } from './json-schema';
import { BOUNDED_RANGE, boundedRange } from './limits';

type Options = NonNullable<ConstructorParameters<typeof BaseQuery>[1]>;

/**
 * Every mingo operator, with `$range` bounded (limits.ts) and the comparisons made
 * collation-aware (collated-operators.ts). Built from mingo's own operator tables: the
 * package's default context would keep its own operators over ones of the same name.
 */
export const OPERATORS = Context.init({
  accumulator: { ...accumulatorOperators },
  expression: { ...expressionOperators, ...COLLATED_EXPRESSION_OPERATORS, [BOUNDED_RANGE]: boundedRange },
  pipeline: { ...pipelineOperators },
  projection: { ...projectionOperators },
  query: { ...queryOperators, ...COLLATED_QUERY_OPERATORS },
  window: { ...windowOperators },
} as never);

/** mingo's aggregator over OPERATORS. */
export class Aggregator extends BaseAggregator {
  constructor(pipeline: Document[], options: Omit<Partial<Options>, 'context'> = {}) {
    super(pipeline, { ...options, context: OPERATORS, jsonSchemaValidator: compileJsonSchema } as Options);
  }
}

/** What a command adds to how its filter, pipeline or sort is evaluated. */
export interface Scope {
  collation?: Collation | null;
  /** The command's `let` variables, already evaluated. */
  variables?: Document;
}

/**
 * mingo's own `Query` copies every operator table (query, expression, projection, ...) into
 * a fresh context for each query. Its base class does not when given a ready-made options
 * object, but mingo exports no way to build one, so the one its aggregator hands to a
 * pipeline operator is kept and shared by every query of the same scope.
 */
function captureOptions(scope: Scope): Options {
  let captured: Options | undefined;
  const context = Context.from(
    OPERATORS,
    Context.init({
      pipeline: {
        $captureOptions: (collection: unknown, _expr: unknown, options: Options) => {
          captured = options;
          return collection;
        },
      } as never,
    }),
  );
  new BaseAggregator([{ $captureOptions: 1 }], {
    context,
    collation: scope.collation?.mingo,
    variables: scope.variables,
    jsonSchemaValidator: compileJsonSchema,
  } as Options).run([]);
  if (!captured) throw new Error('mingo did not hand its options to a pipeline operator');
  return captured;
}

const SHARED_OPTIONS = captureOptions({});
const BY_COLLATION = new Map<string, Options>();

/** Options for queries of this scope: shared unless it has variables (one command's own). */
export function optionsFor(scope: Scope = {}): Options {
  if (scope.variables) return captureOptions(scope);
  const collation = scope.collation;
  if (!collation) return SHARED_OPTIONS;
  let options = BY_COLLATION.get(collation.key);
  if (!options) BY_COLLATION.set(collation.key, (options = captureOptions(scope)));
  return options;
}

/** A compiled mingo query using the shared operator tables. */
export class Query extends BaseQuery<Document> {
  constructor(condition: Document, scope?: Scope) {
    super(condition, optionsFor(scope));
  }
}
