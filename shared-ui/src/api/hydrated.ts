// Kept apart from ./server-data.ts, which the shell's entry imports before React may load.
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while React draws what the server drew (on the server, and while the browser hydrates
 * that markup), true from the render after: what depends on this browser alone (the signed-in
 * person, what this device stored) shows then, so the hydrated markup is the server's.
 * A page the browser draws itself is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
