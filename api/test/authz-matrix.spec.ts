// The authorization table (test/support/authz-matrix.ts) against one API process.
import { buildOpenApiDocument } from '../src/openapi';
import { MATRIX_CALLS, MATRIX_ENV, runAuthorizationMatrix } from './support/authz-matrix';
import { createTestApp } from './support/test-app';

describe('authorization matrix', () => {
  runAuthorizationMatrix(() => createTestApp({ env: MATRIX_ENV }));
});

describe('authorization matrix coverage', () => {
  it('has a row for every call of the OpenAPI document', async () => {
    const doc = await buildOpenApiDocument();
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const covered = new Set(MATRIX_CALLS);
    expect(documented.filter((call) => !covered.has(call))).toEqual([]);
  });
});
