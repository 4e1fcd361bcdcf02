// The shared modules the first page's code will consume, loaded (not run) before that code asks.
import type { RoutingFacts } from './routing-facts';

type Route = Pick<RoutingFacts['routes'][number], 'shared'>;

/**
 * Loads the route's shared modules (such as shared-ui's widgets and swr/infinite, from its routing
 * facts): otherwise they are asked for once the shell's bootstrap runs or the remote's loader has
 * imported the page. Through Module Federation's own `loadShare`, so the copy loaded is the one
 * the page will be given: the shell's (its container is set up by its webpack runtime before the
 * entry runs; the remotes, registered later, get it under 'loaded-first'). SWR itself is part of
 * shared-ui's core, which the start-up chunks carry.
 */
export function loadFirstPageShared(route: Route | undefined, load: (shareKey: string) => Promise<unknown>): void {
  for (const shareKey of new Set(route?.shared ?? [])) load(shareKey).catch(() => undefined); // the page's own import reports failures
}
