// Anonymous pages kept for a moment: under a burst on one car, one render serves every visitor
// who asks within the next `ttlMs`, and requests that come while it is drawn wait for it instead
// of drawing it again. The key holds the releases the page was drawn with, so a promote, a
// rollback or a new shell page is a miss at once; the data is at most `ttlMs` old (far less than
// the s-maxage a shared cache may keep the page anyway). The caller never asks it for a request
// that carries a cookie (a signed-in page is that visitor's own).

export interface PageCacheOptions {
  ttlMs: number;
  /** Pages kept at most (the oldest go first): memory stays bounded whatever the paths asked. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
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
    if (known && now - known.at < this.options.ttlMs) return known.value;
    const value = draw();
    const entry = { at: now, value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((drawn) => keep(drawn) || forget(), forget);
    this.evict(now);
    return value;
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && now - entry.at < this.options.ttlMs) break;
      this.entries.delete(key);
    }
  }
}
