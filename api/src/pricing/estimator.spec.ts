import { estimatePrice, labelOfGap, rate, type Comparable } from './estimator';

/** The synthetic market: k$ for a car of `year` with `mileage` miles. */
const market = (year: number, mileage: number) => 30 + 2 * (year - 2018) - 0.8 * (mileage / 10_000);

/** A deterministic pseudo-random sequence (mulberry32), so a failure reproduces. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `n` cars of 2016..2022 with 10k..120k mi, priced by the market plus noise of ±1.5 k$. */
function comparables(n: number, seed = 7): Comparable[] {
  const next = random(seed);
  return Array.from({ length: n }, (_, i) => {
    const year = 2016 + Math.floor(next() * 7);
    const mileage = Math.round(10_000 + next() * 110_000);
    return {
      listingId: `c${i}`,
      year,
      mileage,
      price: Math.round((market(year, mileage) + (next() - 0.5) * 3) * 10) / 10,
    };
  });
}

describe('estimator', () => {
  it('expects a price within 5 % of the market for cars inside the data', () => {
    const data = comparables(40);
    for (const [year, mileage] of [
      [2016, 20_000],
      [2018, 60_000],
      [2020, 35_000],
      [2022, 110_000],
      [2019, 90_000],
    ]) {
      const expected = estimatePrice({ year, mileage }, data)!.expected;
      expect(Math.abs(expected - market(year, mileage)) / market(year, mileage)).toBeLessThan(0.05);
    }
  });

  it('gives a range around the expected price from the spread of the comparables', () => {
    const estimate = estimatePrice({ year: 2019, mileage: 50_000 }, comparables(40))!;
    expect(estimate.low).toBeLessThan(estimate.expected);
    expect(estimate.high).toBeGreaterThan(estimate.expected);
    // noise of ±1.5 k$ (uniform) has a standard deviation of about 0.87 k$
    expect(estimate.high - estimate.expected).toBeGreaterThan(0.4);
    expect(estimate.high - estimate.expected).toBeLessThan(1.6);
  });

  it('is moved at most 2 % by a 1 k$ typo among the comparables', () => {
    for (const n of [10, 40]) {
      const data = comparables(n, 11);
      const car = { year: 2019, mileage: 50_000 };
      const clean = estimatePrice(car, data)!.expected;
      const withTypo = estimatePrice(car, [
        ...data,
        { listingId: 'typo', year: 2019, mileage: 48_000, price: 1 },
      ])!.expected;
      expect(Math.abs(withTypo - clean) / clean).toBeLessThanOrEqual(0.02);
    }
  });

  it('says "No rating" below 5 comparables, and rates from 5', () => {
    const data = comparables(5, 3);
    const car = { year: 2019, mileage: 50_000, price: 10 };
    expect(rate(car, data.slice(0, 4))).toEqual({ label: 'No rating', comparables: 4 });
    expect(rate(car, []).label).toBe('No rating');
    expect(rate(car, data).label).toBe('Great deal');
  });

  it('labels a gap by the documented thresholds', () => {
    expect([-0.2, -0.15, -0.1, -0.05, 0, 0.049, 0.05, 0.149, 0.15, 0.4].map(labelOfGap)).toEqual([
      'Great deal',
      'Great deal',
      'Good deal',
      'Good deal',
      'Fair price',
      'Fair price',
      'High price',
      'High price',
      'Overpriced',
      'Overpriced',
    ]);
  });

  it('labels a car by how far its price is from the expected one', () => {
    const data = comparables(40);
    const car = { year: 2019, mileage: 50_000 };
    const expected = estimatePrice(car, data)!.expected;
    const labelAt = (factor: number) => rate({ ...car, price: expected * factor }, data).label;
    expect([0.8, 0.9, 1, 1.1, 1.3].map(labelAt)).toEqual([
      'Great deal',
      'Good deal',
      'Fair price',
      'High price',
      'Overpriced',
    ]);
  });

  it('keeps the label of a car whose price does not change while one comparable comes and goes', () => {
    const data = comparables(6, 5);
    const car = { year: 2019, mileage: 50_000 };
    const expected = estimatePrice(car, data)!.expected;
    const price = Math.round(expected * 0.945 * 100) / 100; // a 5.5 % gap: Good deal, near Fair price
    const cheap: Comparable = {
      listingId: 'cheap',
      year: 2019,
      mileage: 52_000,
      price: Math.round(expected * 0.9 * 100) / 100,
    };

    const first = rate({ ...car, price }, data);
    expect(first.label).toBe('Good deal');
    // The added comparable lowers the expected price enough that the plain thresholds would flip the label…
    expect(rate({ ...car, price }, [...data, cheap]).label).toBe('Fair price');
    // …but the stored label holds while the gap is within the margin, and after the comparable goes.
    const added = rate({ ...car, price }, [...data, cheap], first.label);
    expect(added.label).toBe('Good deal');
    expect(rate({ ...car, price }, data, added.label).label).toBe('Good deal');
  });

  it('changes a stored label once the gap leaves its band by more than the margin', () => {
    const data = comparables(40);
    const car = { year: 2019, mileage: 50_000 };
    const expected = estimatePrice(car, data)!.expected;
    expect(rate({ ...car, price: expected * 0.96 }, data, 'Good deal').label).toBe('Good deal');
    expect(rate({ ...car, price: expected * 0.98 }, data, 'Good deal').label).toBe('Fair price');
    expect(rate({ ...car, price: expected * 0.98 }, data, 'No rating').label).toBe('Fair price');
  });
});
