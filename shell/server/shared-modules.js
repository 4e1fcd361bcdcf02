// The libraries a remote's server bundle leaves to the render server (build-config's server config
// makes them externals), given as the render server's own copies: the shell's chrome and the
// remote's page render with one React, one router, one styled-components, one SWR and one
// shared-ui, whether the render server runs from source (tsx) or bundled into one file.
const SHARED = {
  react: () => require('react'),
  'react/jsx-runtime': () => require('react/jsx-runtime'),
  'react-dom': () => require('react-dom'),
  'react-router-dom': () => require('react-router-dom'),
  swr: () => require('swr'),
  'swr/infinite': () => require('swr/infinite'),
  zustand: () => require('zustand'),
  'styled-components': () => require('styled-components'),
  '@carmarket/shared-ui': () => require('@carmarket/shared-ui'),
  '@carmarket/shared-ui/widgets': () => require('@carmarket/shared-ui/widgets'),
};

/** `require` for a server bundle: a shared library, else an error naming what the bundle asked for. */
function requireShared(request) {
  const load = SHARED[request];
  if (!load) throw new Error(`a server bundle asked for '${request}', which the render server does not share`);
  return load();
}

module.exports = { requireShared, SHARED_REQUESTS: Object.keys(SHARED) };
