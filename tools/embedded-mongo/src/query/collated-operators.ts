/// <reference path="../mingo-util.d.ts" />
import { evalExpr } from 'mingo/core';
import * as expressionOperators from 'mingo/operators/expression';
import * as queryOperators from 'mingo/operators/query';
import { ensureArray, flatten, isNil, isRegExp, resolve } from 'mingo/util';
import { isPlainObject } from '../storage/keys';
import { collatorFor, compareUnder, mentionsString, type MingoCollation } from './collation';

/**
 * mingo's comparison operators compare strings by code unit; MongoDB compares them by the
 * operation's collation. These replace mingo's query (`{ f: { $gt: 'b' } }`) and expression
 * (`{ $gt: ['$f', 'b'] }`) comparisons; without a collation, or when no string is involved,
 * mingo's own operator runs unchanged.
 */

interface OperatorOptions {
  collation?: MingoCollation;
}
type QueryOperator = (selector: string, value: unknown, options: OperatorOptions) => (doc: unknown) => boolean;
type ExpressionOperator = (obj: unknown, expr: unknown, options: OperatorOptions) => unknown;
type Test = (collator: Intl.Collator, actual: unknown, wanted: unknown, depth: number) => boolean;

const equal = (c: Intl.Collator, a: unknown, b: unknown): boolean => compareUnder(c, a, b) === 0;

/** `{ f: value }` / `$eq`: a field equals the value, or an array field holds an element that does. */
const eq: Test = (c, actual, wanted, depth) => {
  if (isNil(actual) && isNil(wanted)) return true;
  if (equal(c, actual, wanted)) return true;
  if (!Array.isArray(actual)) return false;
  return actual.some((v) => equal(c, v, wanted)) || flatten(actual, depth).some((v: unknown) => equal(c, v, wanted));
};

const inList: Test = (c, actual, wanted, depth) => {
  const values = wanted as unknown[];
  return values.some((v) =>
    isRegExp(v)
      ? ensureArray(actual).some((x: unknown) => typeof x === 'string' && (v as RegExp).test(x))
      : eq(c, actual, v, depth),
  );
};

/** `$all`: every listed value is equal to the field or to one of its elements (regexes match strings). */
const all: Test = (c, actual, wanted, depth) =>
  Array.isArray(wanted) &&
  wanted.length > 0 &&
  wanted.every((v) =>
    isRegExp(v)
      ? ensureArray(actual).some((x: unknown) => typeof x === 'string' && (v as RegExp).test(x))
      : eq(c, actual, v, depth),
  );

/** A range compares only within one type (MongoDB's type brackets); here, string with string. */
const range =
  (accept: (order: number) => boolean): Test =>
  (c, actual, wanted) =>
    ensureArray(actual).some((v: unknown) => typeof v === 'string' && accept(c.compare(v, wanted as string)));

function queryOperator(name: keyof typeof queryOperators, test: Test, negate = false): QueryOperator {
  const original = queryOperators[name] as unknown as QueryOperator;
  return (selector, value, options) => {
    const collator = collatorFor(options?.collation);
    const applies =
      collator &&
      mentionsString(value) &&
      (!isRange(name) || typeof value === 'string') &&
      (!isList(name) || Array.isArray(value)) &&
      !(name === '$all' && (value as unknown[]).some((v) => isPlainObject(v) && '$elemMatch' in v));
    if (!applies) return original(selector, value, options);
    const depth = selector.split('.').length - 1;
    return (doc) => negate !== test(collator, resolve(doc, selector, { unwrapArray: true }), value, depth);
  };
}

function isList(name: string): boolean {
  return name === '$in' || name === '$nin' || name === '$all';
}

function isRange(name: string): boolean {
  return name === '$gt' || name === '$gte' || name === '$lt' || name === '$lte';
}

export const COLLATED_QUERY_OPERATORS = {
  $eq: queryOperator('$eq', eq),
  $ne: queryOperator('$ne', eq, true),
  $in: queryOperator('$in', inList),
  $nin: queryOperator('$nin', inList, true),
  $gt: queryOperator(
    '$gt',
    range((o) => o > 0),
  ),
  $gte: queryOperator(
    '$gte',
    range((o) => o >= 0),
  ),
  $lt: queryOperator(
    '$lt',
    range((o) => o < 0),
  ),
  $lte: queryOperator(
    '$lte',
    range((o) => o <= 0),
  ),
  $all: queryOperator('$all', all),
};

function expressionOperator(
  name: keyof typeof expressionOperators,
  answer: (collator: Intl.Collator, a: unknown, b: unknown) => unknown,
): ExpressionOperator {
  const original = expressionOperators[name] as unknown as ExpressionOperator;
  return (obj, expr, options) => {
    const collator = collatorFor(options?.collation);
    if (!collator) return original(obj, expr, options);
    const args = evalExpr(obj, expr, options);
    const usable = Array.isArray(args) && args.length === 2 && mentionsString(args);
    if (!usable || (name === '$in' && !Array.isArray(args[1]))) return original(obj, expr, options);
    return answer(collator, args[0], args[1]);
  };
}

export const COLLATED_EXPRESSION_OPERATORS = {
  $eq: expressionOperator('$eq', (c, a, b) => compareUnder(c, a, b) === 0),
  $ne: expressionOperator('$ne', (c, a, b) => compareUnder(c, a, b) !== 0),
  $gt: expressionOperator('$gt', (c, a, b) => compareUnder(c, a, b) > 0),
  $gte: expressionOperator('$gte', (c, a, b) => compareUnder(c, a, b) >= 0),
  $lt: expressionOperator('$lt', (c, a, b) => compareUnder(c, a, b) < 0),
  $lte: expressionOperator('$lte', (c, a, b) => compareUnder(c, a, b) <= 0),
  $cmp: expressionOperator('$cmp', (c, a, b) => compareUnder(c, a, b)),
  $in: expressionOperator('$in', (c, a, b) => Array.isArray(b) && b.some((v) => compareUnder(c, a, v) === 0)),
};
