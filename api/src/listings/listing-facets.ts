// Facet counts of a list query: for each fact, how many listings match each value with every
// OTHER filter applied (choosing a fuel does not zero the other fuels). One aggregation reads
// the listings that match the filters no facet owns and counts every facet from them ($facet).
import type { PipelineStage } from 'mongoose';
import type { CategoryQueryDto } from './dto/category-query.dto';
import { BODIES, FUELS, MILEAGE_STEPS, TRANSMISSIONS } from './facts/vehicle-facts';
import { commonFilter, FACET_FIELDS, factFilter, type FacetField, type ListingScope } from './listing-filter';

export interface FacetCount {
  value: string;
  count: number;
}
export type Facets = Record<FacetField, FacetCount[]>;

interface Grouped {
  _id: string | number | null;
  count: number;
}

/** Every value of a fact with a fixed list is shown, so the filter bar can say "0". */
const FIXED_VALUES: Partial<Record<FacetField, readonly string[]>> = {
  fuel: FUELS,
  transmission: TRANSMISSIONS,
  body: BODIES,
};

export function facetsPipeline(scope: ListingScope, query: CategoryQueryDto): PipelineStage[] {
  const perFacet = Object.fromEntries(
    FACET_FIELDS.map((field) => {
      const others = factFilter(query, field);
      if (field === 'mileage') {
        // Buckets from 0 and from each step + 1 (mileage is a whole number); summed up per step later.
        const boundaries = [0, ...MILEAGE_STEPS.map((step) => step + 1)];
        return [
          field,
          [
            { $match: { ...others, mileage: { $gte: 0 } } },
            { $bucket: { groupBy: '$mileage', boundaries, default: 'more', output: { count: { $sum: 1 } } } },
          ],
        ];
      }
      return [
        field,
        [{ $match: { ...others, [field]: { $ne: null } } }, { $group: { _id: `$${field}`, count: { $sum: 1 } } }],
      ];
    }),
  );
  return [{ $match: commonFilter(scope, query) }, { $facet: perFacet }];
}

export function toFacets(result: Record<FacetField, Grouped[]>): Facets {
  const byValue = (rows: Grouped[]) => new Map(rows.map((r) => [String(r._id), r.count]));
  const facets = {} as Facets;
  for (const field of FACET_FIELDS) {
    const rows = result[field] ?? [];
    const fixed = FIXED_VALUES[field];
    if (fixed) {
      const counts = byValue(rows);
      facets[field] = fixed.map((value) => ({ value, count: counts.get(value) ?? 0 }));
    } else if (field === 'mileage') {
      facets[field] = cumulativeMileage(rows);
    } else {
      const sorted = rows.map((r) => ({ value: String(r._id), count: r.count }));
      facets[field] =
        field === 'year'
          ? sorted.sort((a, b) => Number(b.value) - Number(a.value))
          : sorted.sort((a, b) => a.value.localeCompare(b.value));
    }
  }
  return facets;
}

/** "Up to" counts: each step counts the cars at or under it. */
function cumulativeMileage(buckets: Grouped[]): FacetCount[] {
  let running = 0;
  return MILEAGE_STEPS.map((step, i) => {
    // A bucket's _id is its lower boundary: 0, then each previous step + 1.
    const lower = i === 0 ? 0 : MILEAGE_STEPS[i - 1] + 1;
    running += buckets.find((b) => b._id === lower)?.count ?? 0;
    return { value: String(step), count: running };
  });
}

/**
 * ListingTotals caches numbers and drops every one of them on any write. Facets are cached the
 * same way: each computed result is kept here under a random ticket, and the ticket is what
 * ListingTotals caches, so a write drops it with the totals. A ticket no longer held here
 * (evicted, or cached by another process) means computing again.
 */
export class CachedThroughTotals<T> {
  private readonly results = new Map<number, T>();

  constructor(
    private readonly totals: { get(key: string, count: () => Promise<number>): Promise<number> },
    private readonly capacity = 500,
  ) {}

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    let fresh: T | undefined;
    const ticket = await this.totals.get(key, async () => {
      fresh = await compute();
      const issued = Math.floor(Math.random() * 2 ** 48);
      this.results.set(issued, fresh);
      if (this.results.size > this.capacity) this.results.delete(this.results.keys().next().value!);
      return issued;
    });
    return fresh ?? this.results.get(ticket) ?? compute();
  }
}
