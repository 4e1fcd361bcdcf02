import { compareUnder, type Collation } from '../query/collation';
import type { IndexKey } from './secondary-index';

interface Entry {
  readonly values: unknown[];
  readonly idKey: string;
}

/**
 * The keys of a unique index with a collation, ordered by that collation, so a key equal to
 * a new one under the collation (`A@x` and `a@x` at strength 2) is found by binary search.
 * Binary index keys cannot find it: `Intl.Collator` gives no sort keys.
 */
export class CollatedKeys {
  private readonly entries: Entry[] = [];

  constructor(private readonly collation: Collation) {}

  add(key: IndexKey, idKey: string): void {
    this.entries.splice(this.lowerBound(key.values), 0, { values: key.values, idKey });
  }

  remove(key: IndexKey, idKey: string): void {
    for (let at = this.lowerBound(key.values); at < this.entries.length; at++) {
      const entry = this.entries[at]!;
      if (this.compare(entry.values, key.values) !== 0) return;
      if (entry.idKey === idKey) {
        this.entries.splice(at, 1);
        return;
      }
    }
  }

  clear(): void {
    this.entries.length = 0;
  }

  /** A document other than `idKey` whose key equals this one under the collation. */
  holderOtherThan(key: IndexKey, idKey: string): string | null {
    for (let at = this.lowerBound(key.values); at < this.entries.length; at++) {
      const entry = this.entries[at]!;
      if (this.compare(entry.values, key.values) !== 0) return null;
      if (entry.idKey !== idKey) return entry.idKey;
    }
    return null;
  }

  private lowerBound(values: unknown[]): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.entries[mid]!.values, values) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private compare(a: unknown[], b: unknown[]): number {
    for (let i = 0; i < a.length; i++) {
      const order = compareUnder(this.collation.collator, a[i], b[i]);
      if (order !== 0) return order;
    }
    return 0;
  }
}
