// Stands in for @module-federation/error-codes' message tables (dist/desc.mjs) in every build:
// an error still names its code (e.g. #RUNTIME-008), the docs link for it and the original
// error; the one-line English description of each code is left to that link. About 0.4 KB gzip
// less in each container entry.
const described = new Proxy(
  {},
  { get: (_, code) => (typeof code === 'string' ? 'Module Federation error' : undefined) },
);

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
