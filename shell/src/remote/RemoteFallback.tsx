import { lazy, Suspense } from 'react';
import type { RemoteUnavailableProps } from './RemoteUnavailable';

// The fallback card is its own chunk, from the shell's origin: a page whose remotes are up never
// downloads it (the first visit to '/' stays smaller), one whose remote is down loads it then.
const RemoteUnavailable = lazy(async () => ({ default: (await import('./RemoteUnavailable')).RemoteUnavailable }));

/** RemoteUnavailable, loaded when first needed. */
export function RemoteFallback(props: RemoteUnavailableProps) {
  return (
    <Suspense fallback={null}>
      <RemoteUnavailable {...props} />
    </Suspense>
  );
}
