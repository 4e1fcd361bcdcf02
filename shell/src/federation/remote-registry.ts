// Loads each remote's contract module ('<name>/remote') once, remembers failures so the UI can
// show a fallback with a Retry, and lets a Retry try again. The loader itself is injected:
// Module Federation in the browser, plain functions in tests.
import { create } from 'zustand';
import type { RemoteModule, RemoteName } from '@carmarket/shared-ui';
import { REMOTE_MOUNTS } from './remote-mounts';

export type RemoteStatus =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; module: RemoteModule }
  | { state: 'failed'; error: string };

export type ContractLoader = (name: RemoteName) => Promise<RemoteModule>;

/** A remote slower than this to hand over its contract is treated as down (fallback + Retry). */
export const REMOTE_TIMEOUT_MS = 12_000;

export interface RemoteRegistry {
  statuses: Record<RemoteName, RemoteStatus>;
  /** Resolves with the contract, or rejects after recording the failure. */
  load(name: RemoteName): Promise<RemoteModule>;
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

function checkContract(name: RemoteName, module: RemoteModule | undefined): RemoteModule {
  if (!module || !Array.isArray(module.routes) || !Array.isArray(module.menu)) throw new Error(`The ${name} remote did not export a RemoteModule`);
  if (module.mount !== REMOTE_MOUNTS[name]) throw new Error(`The ${name} remote mounts at ${module.mount}, the shell expects ${REMOTE_MOUNTS[name]}`);
  return module;
}

export function createRemoteRegistry(loadContract: ContractLoader, timeoutMs = REMOTE_TIMEOUT_MS) {
  const pending = new Map<RemoteName, Promise<RemoteModule>>();
  const idle: RemoteStatus = { state: 'idle' };
  return create<RemoteRegistry>()((set, get) => {
    const setStatus = (name: RemoteName, status: RemoteStatus) => set({ statuses: { ...get().statuses, [name]: status } });
    return {
      statuses: { storefront: idle, buyer: idle, seller: idle, admin: idle },
      load(name) {
        let loading = pending.get(name);
        if (!loading) {
          setStatus(name, { state: 'loading' });
          loading = withTimeout(loadContract(name), timeoutMs, `The ${name} remote`)
            .then((module) => {
              const checked = checkContract(name, module);
              setStatus(name, { state: 'ready', module: checked });
              return checked;
            })
            .catch((err: unknown) => {
              pending.delete(name);
              setStatus(name, { state: 'failed', error: err instanceof Error ? err.message : String(err) });
              throw err;
            });
          pending.set(name, loading);
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
