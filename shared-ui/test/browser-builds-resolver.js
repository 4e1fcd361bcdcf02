// Tests in a browser environment (jsdom) get the builds a browser gets, read from each package's
// own manifest:
// - styled-components: the file its package.json's "browser" field puts in place of its main one
//   (webpack picks it for the apps); the main build is the server's, which never adds global rules
//   to a document.
// - @firebase/auth: its exports map's "browser" → "require" entry; jest's exports resolution also
//   matches the "node" condition, listed first there, whose build needs Node's fetch and keeps no
//   session in localStorage.
// A test in the node environment (a server render) keeps the server builds.
const path = require('path');

function styledComponentsBrowserBuild() {
  const packageDir = path.dirname(require.resolve('styled-components/package.json'));
  const manifest = require(path.join(packageDir, 'package.json'));
  return path.join(packageDir, manifest.browser[`./${path.normalize(manifest.main)}`]);
}

function firebaseAuthBrowserBuild() {
  const firebaseDir = path.dirname(require.resolve('firebase/package.json'));
  const manifestPath = require.resolve('@firebase/auth/package.json', { paths: [firebaseDir] });
  return path.join(path.dirname(manifestPath), require(manifestPath).exports['.'].browser.require);
}

const browserBuilds = new Map([
  ['styled-components', styledComponentsBrowserBuild()],
  ['@firebase/auth', firebaseAuthBrowserBuild()],
]);

module.exports = (request, options) =>
  browserBuilds.has(request) && (options.conditions || []).includes('browser')
    ? browserBuilds.get(request)
    : options.defaultResolver(request, options);
