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
