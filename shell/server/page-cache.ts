// Anonymous pages shared between visitors: the requests for one page that arrive while it is
// being drawn wait for that render instead of drawing it again, so a burst on one car costs one
// render per render time, not one per visitor. With `ttlMs` above 0 a drawn page is also served
// again for that long (data up to ttlMs old: a car deleted meanwhile would still show, so it is
// off by default). The key holds the releases the page was drawn with, so a promote, a rollback
// or a new shell page is a miss at once. The caller never asks it for a request that carries a
// cookie (a signed-in page is that visitor's own).

export interface PageCacheOptions {
  /** How long a drawn page is served again; 0: only to the requests that came while it was drawn. */
  ttlMs: number;
  /** Pages kept at most (the oldest go first): memory stays bounded whatever the paths asked. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
  drawn: boolean;
}

export class PageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.maxEntries = options.maxEntries ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The page under `key`, drawn by `draw` when none younger than ttlMs is kept or being drawn.
   * A page `keep` refuses (a fallback, a failure) is handed to those who waited for it and not kept.
   */
  get(key: string, draw: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
    const now = this.now();
    const known = this.entries.get(key);
    if (known && this.usable(known, now)) return known.value;
    const value = draw();
    const entry: Entry<T> = { at: now, value, drawn: false };
    this.entries.delete(key);
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((page) => {
      entry.drawn = true;
      if (!keep(page) || this.options.ttlMs <= 0) forget();
    }, forget);
    this.evict(now);
    return value;
  }

  /** Still being drawn, or drawn less than ttlMs ago. */
  private usable(entry: Entry<T>, now: number): boolean {
    return !entry.drawn || now - entry.at < this.options.ttlMs;
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.usable(entry, now)) break;
      this.entries.delete(key);
    }
  }
}
