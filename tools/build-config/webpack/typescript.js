// The one TypeScript rule of every build (the browser builds, the remotes' server bundles and the
// render server): ts-loader strips types, and styled-components' TypeScript transformer gives each
// styled component a `componentId` and `displayName` at compile time. Without it a component's
// class name comes from a per-process counter in creation order, which differs between the browser
// (chunks in load order) and the render server (everything at start-up), and React cannot hydrate
// the server's HTML. The id hashes the component's name, its place in its file and the file's path
// relative to the repository, so every build of one file on any machine names it alike.
const path = require('path');
const { createTransformer } = require('typescript-plugin-styled-components');

/** The repository root: component ids hash paths relative to it. */
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

const styledComponents = createTransformer({ displayName: true, ssr: true });

/**
 * The transformer reads file paths relative to the compiler's `sourceRoot`; that option is given
 * to this transformer alone, so the builds' source maps keep their own settings.
 */
function styledComponentsTransformer(context) {
  const compilerOptions = { ...context.getCompilerOptions(), sourceRoot: REPO_ROOT };
  return styledComponents(Object.create(context, { getCompilerOptions: { value: () => compilerOptions } }));
}

/** ts-loader's `getCustomTransformers`: what every build applies before TypeScript emits. */
const customTransformers = () => ({ before: [styledComponentsTransformer] });

/** The webpack rule for the TypeScript of the app in `dir` (its tsconfig.json). */
function typescriptRule(dir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: require.resolve('ts-loader'),
    // Type errors are `npm run typecheck`'s job; the build only strips types.
    options: {
      transpileOnly: true,
      configFile: path.join(dir, 'tsconfig.json'),
      onlyCompileBundledFiles: true,
      getCustomTransformers: customTransformers,
    },
  };
}

module.exports = { typescriptRule, customTransformers, REPO_ROOT };
