// moduleResolution "node" ignores package "exports", so TypeScript cannot see mingo's
// subpath types; this declares the one export used (the runtime resolves it normally).
declare module 'mingo/util' {
  export class MingoError extends Error {}
}
