// The `toast` and `AppToaster` every app gets from '@carmarket/shared-ui'. The toaster (react-hot-toast's
// queue and timers and the kit's toast components, ./toast.tsx, about 2 KB gzip) is loaded only when
// a page first needs it: a toast raised before it has arrived waits in order and is shown once it has.
// A visitor who never sees a toast never downloads it; its download starts at the first pointer
// or key press too, since most toasts answer one.
import { useEffect, useState } from 'react';
import type { toast as Toast } from 'react-hot-toast/headless';

type Toaster = typeof import('./toast');

/** docs/product.md §9: 4 s for blank, error and custom toasts, 2 s for success, loading stays. */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
} as const;

let toaster: Toaster | undefined;
let loading: Promise<Toaster> | undefined;
/** Calls made before the toaster arrived, replayed in order once it has. */
let waiting: ((real: Toaster['toast']) => void)[] = [];
const onLoaded = new Set<() => void>();
let earlyId = 0;

function loadToaster(): Promise<Toaster> {
  loading ??= import('./toast').then((loaded) => {
    toaster = loaded;
    const calls = waiting;
    waiting = [];
    for (const call of calls) call(loaded.toast);
    for (const listener of onLoaded) listener();
    return loaded;
  });
  return loading;
}

if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, () => void loadToaster(), { once: true, capture: true, passive: true });
}

/** Dismissing or removing before the toaster arrived concerns only the toasts waiting for it. */
function ifAnyToast(call: (real: Toaster['toast']) => void): void {
  if (toaster || waiting.length > 0) withToast(call);
}

/** Runs `call` on the real toast now, or once it has loaded. */
function withToast<R>(call: (real: Toaster['toast']) => R): R | undefined {
  if (toaster) return call(toaster.toast);
  waiting.push(call);
  void loadToaster();
  return undefined;
}

type Create = (message: Parameters<typeof Toast>[0], options?: Parameters<typeof Toast>[1]) => string;

/** A toast-creating call: the id is known at once (the caller's, or one chosen here) so it can be dismissed before the toaster arrives. */
const creating =
  (pick: (real: Toaster['toast']) => Create): Create =>
  (message, options) => {
    if (toaster) return pick(toaster.toast)(message, options);
    const id = options?.id ?? `early-${++earlyId}`;
    withToast((real) => pick(real)(message, { ...options, id }));
    return id;
  };

export const toast: typeof Toast = Object.assign(
  creating((real) => real),
  {
    success: creating((real) => real.success),
    error: creating((real) => real.error),
    loading: creating((real) => real.loading),
    custom: creating((real) => real.custom),
    dismiss: (id?: string, toasterId?: string) => ifAnyToast((real) => real.dismiss(id, toasterId)),
    dismissAll: (toasterId?: string) => ifAnyToast((real) => real.dismissAll(toasterId)),
    remove: (id?: string, toasterId?: string) => ifAnyToast((real) => real.remove(id, toasterId)),
    removeAll: (toasterId?: string) => ifAnyToast((real) => real.removeAll(toasterId)),
    promise: ((promise, messages, options) => {
      if (toaster) return toaster.toast.promise(promise, messages, options);
      const started = typeof promise === 'function' ? promise() : promise;
      withToast((real) => real.promise(started, messages, options));
      return started;
    }) as (typeof Toast)['promise'],
  },
) as typeof Toast;

/** The one toaster (the shell renders it once): draws nothing until the first toast has loaded it. */
export function AppToaster() {
  const [loaded, setLoaded] = useState(toaster);
  useEffect(() => {
    const update = () => setLoaded(toaster);
    onLoaded.add(update);
    update();
    return () => void onLoaded.delete(update);
  }, []);
  return loaded ? <loaded.AppToaster /> : null;
}
