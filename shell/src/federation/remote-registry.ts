// Loads each remote's routing facts (from its manifest: no code) once, remembers failures so the
// UI can show a fallback with a Retry, and lets a Retry try again; and loads a remote's contract
// module ('<name>/remote', its code) only when one of its routes is opened. The loaders are
// injected: the manifest and Module Federation in the browser, plain functions in tests.
import { create } from 'zustand';
import type { RemoteModule, RemoteName } from '@carmarket/shared-ui';
import { RemoteRefusedError } from './contract-version';
import { REMOTE_MOUNTS } from './remote-mounts';
import type { RoutingFacts, RoutingFactsLoader } from './routing-facts';

export type RemoteStatus =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; facts: RoutingFacts }
  | { state: 'failed'; error: string; refused?: boolean };

export type ContractLoader = (name: RemoteName) => Promise<RemoteModule>;

export interface RemoteLoaders {
  facts: RoutingFactsLoader;
  contract: ContractLoader;
}

/** A remote slower than this to hand over its facts or contract is treated as down (fallback + Retry). */
export const REMOTE_TIMEOUT_MS = 12_000;

export interface RemoteRegistry {
  /** Of each remote's routing facts. */
  statuses: Record<RemoteName, RemoteStatus>;
  /** Contracts loaded so far (a route's loader loads its remote's before the screen renders). */
  contracts: Partial<Record<RemoteName, RemoteModule>>;
  /** Resolves with the routing facts, or rejects after recording the failure. */
  load(name: RemoteName): Promise<RoutingFacts>;
  /** Resolves with the contract (the remote's code); a failure is not remembered, so it can be retried. */
  loadContract(name: RemoteName): Promise<RemoteModule>;
  /** Forgets failures so the next load tries again. */
  reset(names: readonly RemoteName[]): void;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}

function checkMount(name: RemoteName, mount: unknown): void {
  if (mount !== REMOTE_MOUNTS[name])
    throw new Error(`The ${name} remote mounts at ${String(mount)}, the shell expects ${REMOTE_MOUNTS[name]}`);
}

function checkFacts(name: RemoteName, facts: RoutingFacts | undefined): RoutingFacts {
  if (!facts || !Array.isArray(facts.routes) || !Array.isArray(facts.menu))
    throw new Error(`The ${name} remote's manifest gives no routing (routes and menu)`);
  checkMount(name, facts.mount);
  return facts;
}

function checkContract(name: RemoteName, module: RemoteModule | undefined): RemoteModule {
  if (!module || !Array.isArray(module.routes) || !Array.isArray(module.menu))
    throw new Error(`The ${name} remote did not export a RemoteModule`);
  checkMount(name, module.mount);
  return module;
}

export function createRemoteRegistry(loaders: RemoteLoaders, timeoutMs = REMOTE_TIMEOUT_MS) {
  const pending = new Map<RemoteName, Promise<RoutingFacts>>();
  const pendingContracts = new Map<RemoteName, Promise<RemoteModule>>();
  const idle: RemoteStatus = { state: 'idle' };
  return create<RemoteRegistry>()((set, get) => {
    const setStatus = (name: RemoteName, status: RemoteStatus) =>
      set({ statuses: { ...get().statuses, [name]: status } });
    return {
      statuses: { storefront: idle, buyer: idle, seller: idle, admin: idle },
      contracts: {},
      load(name) {
        let loading = pending.get(name);
        if (!loading) {
          setStatus(name, { state: 'loading' });
          loading = withTimeout(loaders.facts(name), timeoutMs, `The ${name} remote`)
            .then((facts) => {
              const checked = checkFacts(name, facts);
              setStatus(name, { state: 'ready', facts: checked });
              return checked;
            })
            .catch((err: unknown) => {
              pending.delete(name);
              const error = err instanceof Error ? err.message : String(err);
              setStatus(
                name,
                err instanceof RemoteRefusedError
                  ? { state: 'failed', error, refused: true }
                  : { state: 'failed', error },
              );
              throw err;
            });
          pending.set(name, loading);
        }
        return loading;
      },
      loadContract(name) {
        let loading = pendingContracts.get(name);
        if (!loading) {
          loading = withTimeout(loaders.contract(name), timeoutMs, `The ${name} remote`)
            .then((module) => {
              const checked = checkContract(name, module);
              set({ contracts: { ...get().contracts, [name]: checked } });
              return checked;
            })
            .catch((err: unknown) => {
              pendingContracts.delete(name);
              throw err;
            });
          pendingContracts.set(name, loading);
        }
        return loading;
      },
      reset(names) {
        for (const name of names) {
          if (get().statuses[name].state === 'failed') setStatus(name, idle);
        }
      },
    };
  });
}

export type RemoteRegistryStore = ReturnType<typeof createRemoteRegistry>;
