// Tests in a browser environment (jsdom) get styled-components' browser build, the file its
// package.json's "browser" field puts in place of its main one and webpack picks for the apps: the
// main build is the server's, which never adds global rules to a document. A test in the node
// environment (a server render) keeps the server build.
const path = require('path');

const packageDir = path.dirname(require.resolve('styled-components/package.json'));
const manifest = require(path.join(packageDir, 'package.json'));
const browserBuild = path.join(packageDir, manifest.browser[`./${path.normalize(manifest.main)}`]);

module.exports = (request, options) =>
  request === 'styled-components' && (options.conditions || []).includes('browser')
    ? browserBuild
    : options.defaultResolver(request, options);
