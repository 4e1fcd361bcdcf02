#!/usr/bin/env node
// Runs the TypeScript CLI directly: tsx's require hook compiles src/*.ts on load.
require('tsx/cjs');
require('../src/cli.ts');
