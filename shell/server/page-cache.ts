// Anonymous pages shared between visitors, never older than the request. A drawn page is kept
// with the validators of the API answers it was drawn from (their ETags); each request has them
// revalidated (conditional reads: a 304 from the API means the same data, so the same HTML) and
// the page drawn again only when one changed. So a car changed, sold or deleted shows on the next
// request, in every render process, whichever API process answers: the validators come from the
// data, not from this process.
// Requests for one page that arrive while its revalidation is in flight do not join it (it may
// have read the API before their visitor's change): they share the next one, started as soon as
// the running one ends. A burst on one car then costs about one API read per read time, and every
// answer comes from a read that started after its request arrived.
// The key holds the releases the page was drawn with, so a promote, a rollback or a new shell page
// is a miss at once. The caller never asks it for a request that carries a cookie (a signed-in
// page is that visitor's own).

/** An API answer a kept page was drawn from: the same ETag from the API means the same data. */
export interface Validator {
  path: string;
  etag: string;
}

/** A page kept with what it was drawn from. */
export interface KeptPage<T> {
  value: T;
  validators: Validator[];
}

/** What one revalidation gives: the kept page again, or a page drawn now (kept when it has validators). */
export type Revalidated<T> = { reused: true } | { reused: false; value: T; validators: Validator[] | null };

export interface PageCacheOptions {
  /** How long a drawn page may be reused (revalidated each time); 0: never kept, revalidations still shared. */
  maxAgeMs: number;
  /** Pages kept at most (the least recently used go first): memory stays bounded whatever the paths asked. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> extends KeptPage<T> {
  at: number;
}

interface Flight<T> {
  running: Promise<T>;
  /** The revalidation the requests that came while `running` was in flight wait for. */
  next?: Promise<T>;
}

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    () => undefined,
  );

export class PageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly flights = new Map<string, Flight<T>>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The page under `key`: `revalidate` is handed the kept page (or nothing) and says whether it
   * still holds or draws a new one. It starts after this call: at once when no other is in flight
   * for the key, else as the next one, shared with every request that came meanwhile.
   */
  get(key: string, revalidate: (kept: KeptPage<T> | undefined) => Promise<Revalidated<T>>): Promise<T> {
    const flight = this.flights.get(key);
    if (!flight) return this.launch(key, revalidate);
    flight.next ??= settled(flight.running).then(() => this.launch(key, revalidate));
    return flight.next;
  }

  private launch(key: string, revalidate: (kept: KeptPage<T> | undefined) => Promise<Revalidated<T>>): Promise<T> {
    const flight: Flight<T> = { running: this.revalidated(key, revalidate) };
    this.flights.set(key, flight);
    // Registered before any `next`, so it runs first: a flight with a next one hands over to it.
    void settled(flight.running).then(() => {
      if (!flight.next && this.flights.get(key) === flight) this.flights.delete(key);
    });
    return flight.running;
  }

  private async revalidated(
    key: string,
    revalidate: (kept: KeptPage<T> | undefined) => Promise<Revalidated<T>>,
  ): Promise<T> {
    const now = this.now();
    const known = this.entries.get(key);
    const kept = known && now - known.at < this.options.maxAgeMs ? known : undefined;
    let answer: Revalidated<T>;
    try {
      answer = await revalidate(kept && { value: kept.value, validators: kept.validators });
    } catch (error) {
      this.entries.delete(key);
      throw error;
    }
    if (answer.reused && kept) {
      // Most recently used last: eviction takes the least recently used first.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value;
    }
    if (answer.reused) throw new Error('a revalidation reused a page that was not kept');
    this.entries.delete(key);
    if (answer.validators && this.options.maxAgeMs > 0)
      this.entries.set(key, { value: answer.value, validators: answer.validators, at: now });
    this.evict(now);
    return answer.value;
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && now - entry.at < this.options.maxAgeMs) break;
      this.entries.delete(key);
    }
  }
}
