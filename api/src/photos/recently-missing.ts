/**
 * Keys just found missing, remembered for a short while so that asking again costs no database
 * read (a scraper or a broken page requesting unknown photo ids over and over). Bounded: past
 * `capacity` the oldest entries go first; an entry lapses after `ttlMs`.
 */
export class RecentlyMissing {
  private readonly missingSince = new Map<string, number>();

  constructor(
    private readonly capacity: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  has(key: string): boolean {
    const since = this.missingSince.get(key);
    if (since === undefined) return false;
    if (this.now() - since < this.ttlMs) return true;
    this.missingSince.delete(key);
    return false;
  }

  add(key: string): void {
    this.missingSince.delete(key); // re-added keys move to the back of the eviction order
    if (this.missingSince.size >= this.capacity) this.missingSince.delete(this.missingSince.keys().next().value!);
    this.missingSince.set(key, this.now());
  }

  /** It exists now. */
  delete(key: string): void {
    this.missingSince.delete(key);
  }

  get size(): number {
    return this.missingSince.size;
  }
}
