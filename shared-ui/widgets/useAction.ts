import { useCallback, useRef, useState } from 'react';
import { toast } from '@carmarket/shared-ui';

export interface Action<A extends unknown[]> {
  /** Starts the action unless one is already under way (a double click does one thing). */
  start: (...args: A) => void;
  /** True from start until the action has finished: disable its button meanwhile. */
  busy: boolean;
}

/**
 * A button's whole flow — e.g. confirm modal, API call, success modal — as one guarded unit.
 * Unlike useMutation's `running`, which covers only the call, `busy` also covers the modals, and
 * the guard is a ref, so a second click before React re-renders cannot start a second run.
 * Failures the flow does not handle itself are shown as an error toast.
 */
export function useAction<A extends unknown[]>(flow: (...args: A) => Promise<unknown>): Action<A> {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const latest = useRef(flow);
  latest.current = flow;
  const start = useCallback((...args: A) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void latest
      .current(...args)
      .catch((err: unknown) => toast.error(err instanceof Error ? err.message : String(err)))
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, []);
  return { start, busy };
}
