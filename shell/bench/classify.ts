// What a loaded chunk is: which origin served it, whether it only holds shared dependencies,
// and which notable packages (React, Stripe) or modules (the payment form) it contains.
import type { ScriptLoad } from './record-scripts';

export type Group = string; // 'shell' | a remote's name | 'shared' | 'other'

const NODE_MODULE = /node_modules\/((?:@[^/]+\/)?[^/]+)\//;
const WEBPACK_RUNTIME = /^webpack\/|\/webpack\/runtime\/|^webpack:\/\/[^/]*\/webpack\//;
/** shared-ui's modules: the core (src/) and its widgets (widgets/). */
const SHARED_UI = /shared-ui\/(src|widgets)\//;
const MF_RUNTIME = /node_modules\/@module-federation\/webpack-bundler-runtime\//;

const REACT_CORE = /node_modules\/react\/cjs\/react\.production/;
/** The renderer; react-dom/index is small and covered by the duplicate check. */
const REACT_DOM_CORE = /node_modules\/react-dom\/cjs\/react-dom-client\.production/;
const STRIPE_PACKAGE = /node_modules\/@stripe\//;
/** The buyer remote's payment screen (webpack:// paths are namespaced by the container's name). */
const PAYMENT_FORM = /^webpack:\/\/buyer\/.*\/payment\//i;

/** Origin → the web app serving it (shell, storefront, ...). */
export type OriginNames = Map<string, string>;

export function groupOf(load: ScriptLoad, origins: OriginNames): Group {
  const code = load.sources.filter((source) => !WEBPACK_RUNTIME.test(source));
  // A chunk made only of shared dependencies (react, router, shared-ui, ...) is "shared" whichever
  // container served it: Module Federation loads it once for every app on the page. A container's
  // entry (main.js, remoteEntry.js) belongs to its app even though it is mostly the MF runtime.
  const sharedOnly = code.length > 0 && code.every((source) => NODE_MODULE.test(source) || SHARED_UI.test(source));
  return sharedOnly && !isContainerEntry(load) ? 'shared' : (origins.get(load.origin) ?? 'other');
}

/** The shell's main.js or a remote's remoteEntry.js: a container entry, with (a part of) the Module Federation runtime. */
export function isContainerEntry(load: ScriptLoad): boolean {
  return load.sources.some((source) => MF_RUNTIME.test(source));
}

export function packagesIn(load: ScriptLoad): string[] {
  const names = new Set<string>();
  for (const source of load.sources) {
    const match = NODE_MODULE.exec(source);
    if (match) names.add(match[1]);
  }
  return [...names].sort();
}

export const hasReact = (load: ScriptLoad) => load.sources.some((source) => REACT_CORE.test(source));
export const hasReactDom = (load: ScriptLoad) => load.sources.some((source) => REACT_DOM_CORE.test(source));
export const hasStripe = (load: Pick<ScriptLoad, 'sources' | 'origin'>) =>
  load.sources.some((source) => STRIPE_PACKAGE.test(source)) || load.origin === 'https://js.stripe.com';
export const hasPaymentForm = (load: ScriptLoad) => load.sources.some((source) => PAYMENT_FORM.test(source));

/**
 * Module files (their path inside node_modules, or in shared-ui) that more than one loaded chunk
 * holds: the same code downloaded and run twice. The Module Federation runtime is left out: every
 * container entry may carry its own copy (see isContainerEntry).
 */
export function duplicatedModules(loads: ScriptLoad[]): Map<string, string[]> {
  const chunksByModule = new Map<string, string[]>();
  for (const load of loads) {
    for (const key of new Set(load.sources.map(moduleKey))) {
      if (key) chunksByModule.set(key, [...(chunksByModule.get(key) ?? []), load.file]);
    }
  }
  return new Map([...chunksByModule].filter(([, chunks]) => chunks.length > 1));
}

/** 'react/cjs/react.production.js' from 'webpack://admin/../node_modules/react/cjs/react.production.js'. */
function moduleKey(source: string): string | null {
  const inNodeModules = source.lastIndexOf('node_modules/');
  if (inNodeModules >= 0) {
    const key = source.slice(inNodeModules + 'node_modules/'.length);
    return key.startsWith('@module-federation/') || key.startsWith('.federation/') ? null : key;
  }
  const inSharedUi = SHARED_UI.exec(source);
  return inSharedUi ? source.slice(inSharedUi.index) : null;
}
