import { CachedThroughTotals, toFacets } from './listing-facets';

/** ListingTotals' contract, in memory: a count is kept per key until the next write. */
class MemoryTotals {
  private readonly entries = new Map<string, Promise<number>>();
  async invalidate(): Promise<void> {
    this.entries.clear();
  }
  get(key: string, count: () => Promise<number>): Promise<number> {
    if (!this.entries.has(key)) this.entries.set(key, count());
    return this.entries.get(key)!;
  }
}

describe('facets cached through ListingTotals', () => {
  it('computes once until a write, then again', async () => {
    const totals = new MemoryTotals();
    const cache = new CachedThroughTotals<string[]>(totals);
    let computed = 0;
    const compute = async () => [`result ${++computed}`];
    expect(await cache.get('k', compute)).toEqual(['result 1']);
    expect(await Promise.all([cache.get('k', compute), cache.get('k', compute)])).toEqual([['result 1'], ['result 1']]);
    await totals.invalidate();
    expect(await cache.get('k', compute)).toEqual(['result 2']);
    expect(computed).toBe(2);
  });

  it('computes again when the result was evicted', async () => {
    const cache = new CachedThroughTotals<number>(new MemoryTotals(), 1);
    let computed = 0;
    const compute = async () => ++computed;
    await cache.get('a', compute);
    await cache.get('b', compute); // evicts a's result, while ListingTotals still holds a's ticket
    expect(await cache.get('a', compute)).toBe(3);
  });
});

describe('toFacets', () => {
  it('lists fixed values with zeros, years newest first, models by name, mileage cumulatively', () => {
    const facets = toFacets({
      model: [
        { _id: 'Model Y', count: 2 },
        { _id: 'Model 3', count: 1 },
      ],
      year: [
        { _id: 2019, count: 1 },
        { _id: 2023, count: 4 },
      ],
      fuel: [{ _id: 'electric', count: 3 }],
      transmission: [],
      body: [],
      mileage: [
        { _id: 0, count: 1 },
        { _id: 30001, count: 2 },
        { _id: 'more' as unknown as number, count: 7 },
      ],
    });
    expect(facets.model.map((f) => f.value)).toEqual(['Model 3', 'Model Y']);
    expect(facets.year).toEqual([
      { value: '2023', count: 4 },
      { value: '2019', count: 1 },
    ]);
    expect(facets.fuel).toEqual([
      { value: 'petrol', count: 0 },
      { value: 'diesel', count: 0 },
      { value: 'hybrid', count: 0 },
      { value: 'electric', count: 3 },
    ]);
    expect(facets.mileage.map((f) => f.count)).toEqual([1, 1, 3, 3, 3]);
  });
});
