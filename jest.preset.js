// One jest setup for every workspace: ts-jest in transpile-only mode (tsconfig has
// isolatedModules) because `npm run typecheck` already type-checks each workspace.
const path = require('path');

function node(dir, extra = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/{src,test}/**/*.{spec,test}.ts'],
    transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(dir, 'tsconfig.json') }] },
    ...extra,
  };
}

function web(dir, extra = {}) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.{spec,test}.{ts,tsx}'],
    transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(dir, 'tsconfig.json') }] },
    moduleNameMapper: {
      '\\.(css|png|jpg|svg)$': path.join(__dirname, 'shared-ui/test/file-stub.js'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'shared-ui/test/setup-dom.ts')],
    resolver: path.join(__dirname, 'shared-ui/test/browser-builds-resolver.js'),
    // A deadline for a test that never reaches its state, not a speed target: screens wait on
    // state (findBy…, waitFor) whose own deadline is set in setup-dom.ts, well below this.
    testTimeout: 60_000,
    ...extra,
  };
}

module.exports = { node, web };
