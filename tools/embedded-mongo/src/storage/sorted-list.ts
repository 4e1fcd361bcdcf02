/**
 * A sorted multiset of string-keyed entries kept in chunks of bounded size, so inserts and
 * removals move at most one chunk's worth of elements and lookups are two binary searches.
 * Good enough to keep 100k+ index entries with O(log n) look-ups.
 */

export interface Entry {
  /** Sort key; unique per entry (index key + document id). */
  readonly sortKey: string;
  readonly idKey: string;
}

const MAX_CHUNK = 512;

export class SortedList {
  private chunks: Entry[][] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  insert(entry: Entry): void {
    if (this.chunks.length === 0) {
      this.chunks.push([entry]);
      this.count = 1;
      return;
    }
    const c = this.chunkFor(entry.sortKey);
    const chunk = this.chunks[c]!;
    const at = lowerBound(chunk, entry.sortKey);
    if (chunk[at]?.sortKey === entry.sortKey) return; // already present
    chunk.splice(at, 0, entry);
    this.count++;
    if (chunk.length > MAX_CHUNK * 2) {
      this.chunks.splice(c + 1, 0, chunk.splice(MAX_CHUNK));
    }
  }

  remove(sortKey: string): boolean {
    if (this.chunks.length === 0) return false;
    const c = this.chunkFor(sortKey);
    const chunk = this.chunks[c]!;
    const at = lowerBound(chunk, sortKey);
    if (chunk[at]?.sortKey !== sortKey) return false;
    chunk.splice(at, 1);
    this.count--;
    if (chunk.length === 0) this.chunks.splice(c, 1);
    return true;
  }

  /** Entries with sortKey >= from, in order, for as long as `keepGoing` accepts them. */
  *scanFrom(from: string, keepGoing: (entry: Entry) => boolean): Generator<Entry> {
    if (this.chunks.length === 0) return;
    let c = this.chunkFor(from);
    let i = lowerBound(this.chunks[c]!, from);
    for (; c < this.chunks.length; c++, i = 0) {
      const chunk = this.chunks[c]!;
      for (; i < chunk.length; i++) {
        const entry = chunk[i]!;
        if (!keepGoing(entry)) return;
        yield entry;
      }
    }
  }

  /** Entries with sortKey < before (all entries when null), in descending order. */
  *scanBack(before: string | null): Generator<Entry> {
    if (this.chunks.length === 0) return;
    let c = before === null ? this.chunks.length - 1 : this.chunkFor(before);
    let i = before === null ? this.chunks[c]!.length - 1 : lowerBound(this.chunks[c]!, before) - 1;
    while (c >= 0) {
      const chunk = this.chunks[c]!;
      for (; i >= 0; i--) yield chunk[i]!;
      c--;
      if (c >= 0) i = this.chunks[c]!.length - 1;
    }
  }

  clear(): void {
    this.chunks = [];
    this.count = 0;
  }

  /** Index of the first chunk whose last entry is >= key (the last chunk if none is). */
  private chunkFor(key: string): number {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const chunk = this.chunks[mid]!;
      if (chunk[chunk.length - 1]!.sortKey < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function lowerBound(chunk: Entry[], key: string): number {
  let lo = 0;
  let hi = chunk.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (chunk[mid]!.sortKey < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
