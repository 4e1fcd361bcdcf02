// A remote's routing facts (route paths and access, side-menu entries) written into its
// mf-manifest.json at build time, read from its contract (src/remote.ts). The shell reads them
// from the manifest to build menus and decide which remote owns a path without downloading any
// of the remote's code; a release of the remote updates them with its manifest.
//
// remote.ts is read, not run (running it would need React and the remote's whole import graph):
// the default export's object literal is evaluated where it is plain data (literals, arrays,
// objects, `as const`, and consts of the same file). Components, loaders and computed titles are
// left out; a path, an access rule or a menu entry that is not plain data fails the build.
const fs = require('fs');
const ts = require('typescript');

const UNKNOWN = Symbol('not plain data');

function constantsOf(source) {
  const consts = new Map();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer)
        consts.set(declaration.name.text, declaration.initializer);
    }
  }
  return consts;
}

function evaluate(node, consts, seen = new Set()) {
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isTypeAssertionExpression(node)
  ) {
    return evaluate(node.expression, consts, seen);
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => evaluate(element, consts, seen));
  if (ts.isObjectLiteralExpression(node)) {
    const object = {};
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
        object[property.name.text] = evaluate(property.initializer, consts, seen);
      } else if (ts.isShorthandPropertyAssignment(property)) {
        object[property.name.text] = evaluate(property.name, consts, seen);
      }
    }
    return object;
  }
  if (ts.isIdentifier(node) && consts.has(node.text) && !seen.has(node.text)) {
    return evaluate(consts.get(node.text), consts, new Set([...seen, node.text]));
  }
  return UNKNOWN;
}

function defaultExport(source, consts) {
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) return evaluate(statement.expression, consts);
  }
  return UNKNOWN;
}

const isAccess = (access) =>
  access === 'public' ||
  access === 'signed-in' ||
  (Array.isArray(access) && access.every((role) => typeof role === 'string'));
/** The unread counts a menu entry may show (MenuBadge in shared-ui's contract.ts). */
const BADGES = ['messages', 'notifications'];
const isApiPaths = (paths) =>
  Array.isArray(paths) &&
  paths.every((path) => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//'));
const isImageHint = (hint, prefetch) =>
  typeof hint === 'object' &&
  Array.isArray(prefetch) &&
  prefetch.includes(hint.read) &&
  typeof hint.field === 'string' &&
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(hint.field) &&
  Number.isInteger(hint.first) &&
  hint.first >= 1 &&
  hint.first <= 12;
const isRoles = (roles) => Array.isArray(roles) && roles.every((role) => typeof role === 'string');

/**
 * { name, mount, routes: [{ path, access, prefetch?, prefetchImages? }], menu: [{ label, to, roles, badge? }] } from a remote.ts file,
 * or from `text`: its source as the build compiled it (after loaders, types stripped).
 */
function routingFactsOf(file, text = fs.readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const contract = defaultExport(source, constantsOf(source));
  const fail = (what) => {
    throw new Error(
      `${file}: ${what} must be plain data (literals or consts of this file), so the shell can read it from the manifest`,
    );
  };
  if (contract === UNKNOWN || typeof contract !== 'object') fail('the default export');
  const { name, mount, routes, menu } = contract;
  if (typeof name !== 'string') fail('name');
  if (mount !== '/' && mount !== '/dashboard') fail('mount');
  if (!Array.isArray(routes)) fail('routes');
  if (!Array.isArray(menu)) fail('menu');
  return {
    name,
    mount,
    routes: routes.map((route, i) => {
      if (typeof route !== 'object' || typeof route.path !== 'string') fail(`routes[${i}].path`);
      if (!isAccess(route.access)) fail(`routes[${i}].access`);
      if (route.prefetch !== undefined && !isApiPaths(route.prefetch))
        fail(`routes[${i}].prefetch (API paths starting with '/')`);
      if (route.prefetchImages !== undefined && !isImageHint(route.prefetchImages, route.prefetch)) {
        fail(`routes[${i}].prefetchImages ({ read: one of its prefetch paths, field: a name, first: 1 to 12 })`);
      }
      return {
        path: route.path,
        access: route.access,
        ...(route.prefetch && { prefetch: route.prefetch }),
        ...(route.prefetchImages && { prefetchImages: route.prefetchImages }),
      };
    }),
    menu: menu.map((entry, i) => {
      if (
        typeof entry !== 'object' ||
        typeof entry.label !== 'string' ||
        typeof entry.to !== 'string' ||
        !isRoles(entry.roles)
      )
        fail(`menu[${i}]`);
      if (entry.badge !== undefined && !BADGES.includes(entry.badge))
        throw new Error(`${file}: menu[${i}].badge must be one of ${BADGES.join(', ')}`);
      return { label: entry.label, to: entry.to, roles: entry.roles, ...(entry.badge && { badge: entry.badge }) };
    }),
  };
}

/** The node an expression stands for: through `as`, parentheses and consts of the file. */
function resolveNode(node, consts, seen = new Set()) {
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isTypeAssertionExpression(node)
  ) {
    return resolveNode(node.expression, consts, seen);
  }
  if (ts.isIdentifier(node) && consts.has(node.text) && !seen.has(node.text))
    return resolveNode(consts.get(node.text), consts, new Set([...seen, node.text]));
  return node;
}

/** The specifiers of the `import('…')` calls in `node`, also inside consts of the file it names. */
function importsIn(node, consts, seen = new Set()) {
  const found = [];
  const visit = (n) => {
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    ) {
      found.push(n.arguments[0].text);
    } else if (ts.isIdentifier(n) && consts.has(n.text) && !seen.has(n.text)) {
      seen.add(n.text);
      visit(consts.get(n.text));
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return [...new Set(found)];
}

/** For each route of the contract, in order, the modules it imports on demand (its page). */
function routeImportsOf(file, text = fs.readFileSync(file, 'utf8')) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const consts = constantsOf(source);
  const exported = source.statements.find((s) => ts.isExportAssignment(s) && !s.isExportEquals);
  const contract = exported && resolveNode(exported.expression, consts);
  if (!contract || !ts.isObjectLiteralExpression(contract)) return [];
  const routes = contract.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === 'routes');
  const list = routes && resolveNode(routes.initializer, consts);
  if (!list || !ts.isArrayLiteralExpression(list)) return [];
  return list.elements.map((route) => importsIn(route, consts));
}

/**
 * What `specifiers` import on demand from `module`, in the build: their JavaScript files, and the
 * shared modules (share keys) those chunks consume, which the host may provide from its own build.
 */
function pageOf(compilation, module, specifiers) {
  const files = new Set();
  const shared = new Set();
  for (const block of module.blocks) {
    if (!block.dependencies.some((d) => specifiers.includes(d.request))) continue;
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    for (const chunk of group ? group.chunks : []) {
      for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
      for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk))
        if (m.type === 'consume-shared-module') shared.add(m.options.shareKey);
    }
  }
  return { files: [...files], shared: [...shared].sort() };
}

const MANIFEST = 'mf-manifest.json';

/** Adds `routing` (routingFactsOf the contract) to the mf-manifest.json the federation plugin emitted. */
class RemoteRoutingPlugin {
  constructor(contractFile) {
    this.contractFile = contractFile;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteRoutingPlugin', (compilation) => {
      compilation.fileDependencies.add(this.contractFile);
      compilation.hooks.processAssets.tap(
        { name: 'RemoteRoutingPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          // The module as built, so whatever the build's loaders did to the contract shows here too.
          // (In a production build it sits inside the module it was concatenated into.)
          const built = [...compilation.modules]
            .flatMap((m) => (m.modules ? [...m.modules] : [m]))
            .find((m) => m.resource === this.contractFile);
          const source = built && built.originalSource && built.originalSource();
          const text = source ? source.source().toString() : undefined;
          manifest.routing = routingFactsOf(this.contractFile, text);
          // Each route's page files and the shared modules they consume, so the shell can preload the
          // page a first visit opens (the shared ones through Module Federation, from whichever build provides them).
          if (built) {
            const imports = routeImportsOf(this.contractFile, text);
            manifest.routing.routes.forEach((route, i) => {
              const { files, shared } = pageOf(compilation, built, imports[i] || []);
              if (files.length) route.preload = files;
              if (shared.length) route.shared = shared;
            });
          }
          compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

module.exports = { routingFactsOf, routeImportsOf, RemoteRoutingPlugin };
