// The authorization table (test/support/authz-matrix.ts) against one API process.
import { MATRIX_ENV, runAuthorizationMatrix } from './support/authz-matrix';
import { createTestApp } from './support/test-app';

describe('authorization matrix', () => {
  runAuthorizationMatrix(() => createTestApp({ env: MATRIX_ENV }));
});
