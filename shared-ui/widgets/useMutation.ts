import { useCallback, useRef, useState } from 'react';
import { ApiError, toast } from '@carmarket/shared-ui';
import { announceChange, type ChangeKind } from './changes';

// A write call's hook. Here beside useAction rather than in the core: the home page every visitor
// lands on writes nothing, so its first load does not carry it.

export interface UseMutationOptions {
  /** What kind of change this is; the lists it makes stale (./changes.ts) refetch after it succeeds. */
  announces?: ChangeKind;
  /** As in useApi. */
  errorToast?: string | false;
  /** Handles a failure itself (e.g. a 409 the screen explains); replaces the error toast. */
  onError?: (error: ApiError) => void;
}

export interface Mutation<A extends unknown[], R> {
  /** Runs the call; resolves with its result, or undefined after a failure (already toasted). */
  run: (...args: A) => Promise<R | undefined>;
  running: boolean;
  error: ApiError | null;
}

/**
 * Wraps a write call (e.g. `(id: string) => apiClient.put('/report/{id}', { params: { path: { id } } })`) with a running flag for
 * the button, an error toast, and revalidation of what it changed.
 */
export function useMutation<A extends unknown[], R>(
  call: (...args: A) => Promise<R>,
  options: UseMutationOptions = {},
): Mutation<A, R> {
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  // The latest call and options, so `run` keeps one identity while callers pass inline values.
  const latest = useRef({ call, options });
  latest.current = { call, options };
  const run = useCallback(async (...args: A) => {
    const {
      call: current,
      options: { announces, errorToast, onError },
    } = latest.current;
    setRunning(true);
    setError(null);
    try {
      const result = await current(...args);
      if (announces) await announceChange(announces);
      return result;
    } catch (err) {
      const apiError =
        err instanceof ApiError ? err : new ApiError(0, err instanceof Error ? err.message : String(err));
      setError(apiError);
      if (onError) onError(apiError);
      else if (errorToast !== false) toast.error(errorToast ?? apiError.message);
      return undefined;
    } finally {
      setRunning(false);
    }
  }, []);
  return { run, running, error };
}
