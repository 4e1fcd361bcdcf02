// Builds one remote as a new release: the remote's own webpack config, untouched, with a visible
// marker appended to one text of its sources, written to another folder. The shell is not built.
// Env: RELEASE_APP_DIR (the remote's folder), RELEASE_OUT, RELEASE_FIND, RELEASE_REPLACE.
const path = require('path');

module.exports = (env, argv) => {
  const appDir = process.env.RELEASE_APP_DIR;
  const base = require(path.join(appDir, 'webpack.config.js'));
  const built = typeof base === 'function' ? base(env, argv) : base;
  // A remote with a server bundle gives two configs (browser and server): both go to the release.
  const configs = Array.isArray(built) ? built : [built];
  for (const config of configs) {
    config.output = { ...config.output, path: process.env.RELEASE_OUT };
    config.module.rules.push(markerRule(appDir));
  }
  return built;
};

/** Appends the marker to the remote's sources as they are compiled. */
const markerRule = (appDir) => ({
  test: /\.[jt]sx?$/,
  include: path.join(appDir, 'src'),
  enforce: 'pre',
  use: [
    {
      loader: require.resolve('./marker-loader'),
      options: { find: process.env.RELEASE_FIND, replace: process.env.RELEASE_REPLACE },
    },
  ],
});
