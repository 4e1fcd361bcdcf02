/// <reference path="../mingo-util.d.ts" />
import type { Document } from 'bson';
import { Aggregator, Context } from 'mingo';
import { Query as BaseQuery } from 'mingo/query';
import { BOUNDED_RANGE, boundedRange } from './limits';

type Options = NonNullable<ConstructorParameters<typeof BaseQuery>[1]>;

/**
 * mingo's own `Query` copies every operator table (query, expression, projection, ...) into
 * a fresh context for each query. Its base class does not when given a ready-made options
 * object, but mingo exports no way to build one, so the one its aggregator hands to a
 * pipeline operator is kept, once, and shared by every query.
 */
/** Operators added to mingo's: `$range` with a memory limit (see limits.ts). */
export const LIMITED_OPERATORS = Context.init({ expression: { [BOUNDED_RANGE]: boundedRange } as never });

const SHARED_OPTIONS: Options = (() => {
  let captured: Options | undefined;
  const context = Context.init({
    expression: { [BOUNDED_RANGE]: boundedRange } as never,
    pipeline: {
      $captureOptions: (collection: unknown, _expr: unknown, options: Options) => {
        captured = options;
        return collection;
      },
    } as never,
  });
  new Aggregator([{ $captureOptions: 1 }], { context }).run([]);
  if (!captured) throw new Error('mingo did not hand its options to a pipeline operator');
  return captured;
})();

/** A compiled mingo query using the shared operator tables. */
export class Query extends BaseQuery<Document> {
  constructor(condition: Document) {
    super(condition, SHARED_OPTIONS);
  }
}
