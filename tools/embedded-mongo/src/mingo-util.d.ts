// moduleResolution "node" ignores package "exports", so TypeScript cannot see mingo's
// subpath types; this declares the exports used (the runtime resolves them normally).
declare module 'mingo/util' {
  export class MingoError extends Error {}
}

// mingo's base Query: the same class as the package's `Query`, minus the per-query copy of
// every operator table (see src/query/mingo.ts).
declare module 'mingo/query' {
  export { Query } from 'mingo';
}

declare module 'mingo/core' {
  /** Evaluates an aggregation expression against `obj`. */
  export function evalExpr(obj: unknown, expr: unknown, options: unknown): unknown;
}

declare module 'mingo/util' {
  export function ensureArray(value: unknown): unknown[];
  export function flatten(values: unknown[], depth?: number): unknown[];
  export function isNil(value: unknown): boolean;
  export function isRegExp(value: unknown): value is RegExp;
  export function resolve(obj: unknown, selector: string, options?: { unwrapArray?: boolean }): unknown;
}

// mingo's operator tables and its base Aggregator (without the package's default context),
// so operators of the same name can replace mingo's (see src/query/mingo.ts).
declare module 'mingo/aggregator' {
  export { Aggregator } from 'mingo';
}
declare module 'mingo/operators/accumulator' {
  const operators: Record<string, unknown>;
  export = operators;
}
declare module 'mingo/operators/expression' {
  const operators: Record<string, unknown>;
  export = operators;
}
declare module 'mingo/operators/pipeline' {
  const operators: Record<string, unknown>;
  export = operators;
}
declare module 'mingo/operators/projection' {
  const operators: Record<string, unknown>;
  export = operators;
}
declare module 'mingo/operators/query' {
  const operators: Record<string, unknown>;
  export = operators;
}
declare module 'mingo/operators/window' {
  const operators: Record<string, unknown>;
  export = operators;
}
