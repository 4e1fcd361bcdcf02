// The remote's own webpack config, untouched, with one text replaced in the files under
// RELEASE_EDIT_IN (a folder of its sources, or shared-ui's contract.ts): a release with a visible
// change, or one built against another contract version. Given to the release command:
//   npm run release -w mfe-admin -- --config e2e/support/release/webpack.edited.js
// Env: RELEASE_EDIT_IN, RELEASE_FIND, RELEASE_REPLACE. The release command runs in the remote's folder.
const path = require('path');

module.exports = (env, argv) => {
  const base = require(path.join(process.cwd(), 'webpack.config.js'));
  const built = typeof base === 'function' ? base(env, argv) : base;
  // A remote with a server bundle gives two configs (browser and server): both are edited alike.
  for (const config of Array.isArray(built) ? built : [built]) config.module.rules.push(editRule());
  return built;
};

/** Replaces the text in the files under RELEASE_EDIT_IN as they are compiled. */
const editRule = () => ({
  test: /\.[jt]sx?$/,
  include: process.env.RELEASE_EDIT_IN,
  enforce: 'pre',
  use: [
    {
      loader: require.resolve('./marker-loader'),
      options: { find: process.env.RELEASE_FIND, replace: process.env.RELEASE_REPLACE },
    },
  ],
});
