// The home's two reads (GET /categories and GET /advertise) without SWR, so '/' never downloads it
// (decision 0040): the route loader starts them before the page's code runs (taking an answer
// prefetched for the first screen), the sections read them here. As the API cache does: an answer
// is kept five minutes (a return to '/' shows it at once, and Back finds the page as tall as it
// left it), then asked again while still shown; a failure is toasted once and, unless a 4xx, tried
// again three times with backoff while the section shows its error with Retry.
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { apiClient, ApiError, retryDelay, takeServerData, toastError } from '@carmarket/shared-ui';

const KEEP_MS = 5 * 60_000;
const RETRIES = 3;

/** The home's reads, typed by their paths. */
const ASK = {
  '/categories': () => apiClient.get('/categories'),
  '/advertise': () => apiClient.get('/advertise'),
};
type HomePath = keyof typeof ASK;
type HomeAnswer<P extends HomePath> = Awaited<ReturnType<(typeof ASK)[P]>>;

export interface ReadState<T> {
  data?: T;
  error?: ApiError;
}

class Read<T> {
  state: ReadState<T> = {};
  private at = 0;
  private inFlight = false;
  private started = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly path: HomePath,
    private readonly ask: () => Promise<T>,
  ) {
    // A page drawn on the server carries the answer it was drawn with: the first render shows the same.
    // Optional call: a shell released before server rendering shares a shared-ui without it.
    const drawn = takeServerData?.<T>(path);
    if (drawn !== undefined) {
      this.state = { data: drawn };
      this.at = Date.now();
      this.started = true;
    }
  }

  /** Asks the API unless an answer younger than five minutes is in (or a request is on its way). */
  refresh(): void {
    if (this.inFlight || (this.state.data !== undefined && Date.now() - this.at < KEEP_MS)) return;
    this.attempt(1);
  }

  /** For a render without the loader before it (a test): asks once. */
  start(): void {
    if (!this.started) this.attempt(1);
  }

  /** Retry after a failure: asks again now. */
  retry = (): void => {
    clearTimeout(this.timer);
    if (!this.inFlight) this.attempt(1);
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  stop(): void {
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  private attempt(count: number): void {
    this.started = true;
    this.inFlight = true;
    this.ask().then(
      (data) => {
        this.inFlight = false;
        this.at = Date.now();
        this.set({ data });
      },
      (err: unknown) => {
        this.inFlight = false;
        const error = err instanceof ApiError ? err : new ApiError(0, err instanceof Error ? err.message : String(err));
        this.set({ data: this.state.data, error });
        toastError(this.path, error, undefined);
        if (!error.isClientError && count <= RETRIES)
          this.timer = setTimeout(() => this.attempt(count + 1), retryDelay(count));
      },
    );
  }

  private set(state: ReadState<T>): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

const reads = new Map<HomePath, Read<unknown>>();

function readOf<P extends HomePath>(path: P): Read<HomeAnswer<P>> {
  let read = reads.get(path) as Read<HomeAnswer<P>> | undefined;
  if (!read) reads.set(path, (read = new Read(path, ASK[path] as () => Promise<HomeAnswer<P>>)));
  return read;
}

export const CATEGORIES_PATH = '/categories' satisfies HomePath;
export const ADVERTISEMENTS_PATH = '/advertise' satisfies HomePath;

/** The route loader's part: both reads on their way (or fresh) before the page renders. */
export function startHomeReads(): void {
  readOf(CATEGORIES_PATH).refresh();
  readOf(ADVERTISEMENTS_PATH).refresh();
}

/** On the server: the answers the render server read for this request, by path (never the module's reads). */
const ServerReads = createContext<Record<string, unknown> | null>(null);
export const ServerHomeReads = ServerReads.Provider;

/** A section's read: its answer or error, and Retry. Starts the read if the loader has not. */
export function useHomeRead<P extends HomePath>(
  path: P,
): ReadState<HomeAnswer<P>> & { isLoading: boolean; retry: () => void } {
  const server = useContext(ServerReads);
  const read = readOf(path);
  if (!server) read.start();
  const serverState = useMemo(
    (): ReadState<HomeAnswer<P>> => ({ data: server?.[path] as HomeAnswer<P> | undefined }),
    [server, path],
  );
  // The same snapshot while hydrating: the browser's read starts from the answer the server drew with.
  const snapshot = () => (server ? serverState : read.state);
  const state = useSyncExternalStore(read.subscribe, snapshot, snapshot);
  return { ...state, isLoading: state.data === undefined && state.error === undefined, retry: read.retry };
}

/** Tests: every render starts from nothing, as with a fresh cache. */
export function forgetHomeReads(): void {
  for (const read of reads.values()) read.stop();
  reads.clear();
}
