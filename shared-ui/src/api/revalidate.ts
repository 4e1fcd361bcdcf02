// Refetching what a change made stale: cached GETs by path prefix, and the paged lists on screen.
// SWR is imported when a change asks (it is loaded by then if anything was cached): '/' never loads it.

/** Which cached GETs a change touches: a path prefix ('/orders' also matches '/orders?email=a'). */
export type RevalidateTarget = string;

function matches(target: RevalidateTarget, key: string): boolean {
  return key === target || key.startsWith(`${target}?`) || key.startsWith(`${target}/`);
}

interface TrackedPagedList {
  firstPath: string;
  refetch: () => Promise<unknown>;
}
// Paged lists on screen (usePagedApi). SWR's filter mutate skips useSWRInfinite's caches, so
// revalidate() reaches them through here.
const pagedLists = new Set<TrackedPagedList>();

/** Lets revalidate() refetch a mounted paged list; returns the untrack function. */
export function trackPagedList(list: TrackedPagedList): () => void {
  pagedLists.add(list);
  return () => pagedLists.delete(list);
}

/** Re-fetches every cached GET, and every paged list on screen, matched by one of `targets`. */
export function revalidate(targets: readonly RevalidateTarget[]): Promise<unknown> {
  const lists = [...pagedLists].filter((list) => targets.some((t) => matches(t, list.firstPath)));
  return Promise.all([
    import('swr').then(({ mutate }) =>
      mutate((key: unknown) => typeof key === 'string' && targets.some((t) => matches(t, key))),
    ),
    ...lists.map((list) => list.refetch()),
  ]);
}
