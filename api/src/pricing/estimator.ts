// The deal rating (method and thresholds: docs/decisions/0022-deal-rating.md). Pure: the
// comparables come in, the expected price, its range and the label come out.
//
// Expected price: a robust least-squares fit of price on year and mileage over the comparables
// (iteratively reweighted least squares with Huber weights, scale from the residuals' median
// absolute deviation), evaluated at the car's year and mileage. A typo price among the comparables
// gets a small weight instead of pulling the line. Range: expected ± the residuals' robust spread.

export const DEAL_LABELS = ['Great deal', 'Good deal', 'Fair price', 'High price', 'Overpriced', 'No rating'] as const;
export type DealLabel = (typeof DEAL_LABELS)[number];

/** Fewer comparables than this: "No rating", never a guess. */
export const MIN_COMPARABLES = 5;

/**
 * Gap = (price − expected) / expected. Each label holds from its lower bound (inclusive) up to the
 * next label's: at most −15 % Great deal, −15 %..−5 % Good deal, −5 %..+5 % Fair price,
 * +5 %..+15 % High price, +15 % and above Overpriced.
 */
export const GAP_THRESHOLDS = { great: -0.15, good: -0.05, high: 0.05, over: 0.15 } as const;

/** A stored label stays until the gap leaves its band by more than this (2 percentage points). */
export const HYSTERESIS_MARGIN = 0.02;

export interface Comparable {
  listingId: string;
  year: number;
  /** Miles. */
  mileage: number;
  /** k$. */
  price: number;
  /** Taken off the market (deleted or sold elsewhere): still evidence of a price, but its page is gone. */
  withdrawn?: true;
}

export interface CarToRate {
  year: number;
  mileage: number;
  price: number;
}

export interface Estimate {
  expected: number;
  low: number;
  high: number;
}

export interface Rating {
  label: DealLabel;
  /** Absent with "No rating". */
  estimate?: Estimate;
  comparables: number;
}

type RatedLabel = Exclude<DealLabel, 'No rating'>;

/** Each rated label's band of gaps [from, to). */
const BANDS: Record<RatedLabel, [number, number]> = {
  'Great deal': [-Infinity, GAP_THRESHOLDS.great],
  'Good deal': [GAP_THRESHOLDS.great, GAP_THRESHOLDS.good],
  'Fair price': [GAP_THRESHOLDS.good, GAP_THRESHOLDS.high],
  'High price': [GAP_THRESHOLDS.high, GAP_THRESHOLDS.over],
  Overpriced: [GAP_THRESHOLDS.over, Infinity],
};

/** The label of a gap by the plain thresholds. */
export function labelOfGap(gap: number): RatedLabel {
  if (gap <= GAP_THRESHOLDS.great) return 'Great deal';
  if (gap <= GAP_THRESHOLDS.good) return 'Good deal';
  if (gap < GAP_THRESHOLDS.high) return 'Fair price';
  if (gap < GAP_THRESHOLDS.over) return 'High price';
  return 'Overpriced';
}

/**
 * The label of a gap given the label stored before: kept while the gap stays within its band
 * widened by the margin on both sides; otherwise (or with no stored label) the plain thresholds.
 */
export function labelWithHysteresis(gap: number, previous?: DealLabel): RatedLabel {
  if (previous && previous !== 'No rating') {
    const [from, to] = BANDS[previous];
    if (gap >= from - HYSTERESIS_MARGIN && gap <= to + HYSTERESIS_MARGIN) return previous;
  }
  return labelOfGap(gap);
}

/** Rates `car` from `comparables` (the car itself must not be among them). */
export function rate(car: CarToRate, comparables: Comparable[], previous?: DealLabel): Rating {
  if (comparables.length < MIN_COMPARABLES) return { label: 'No rating', comparables: comparables.length };
  const estimate = estimatePrice(car, comparables);
  if (!estimate) return { label: 'No rating', comparables: comparables.length };
  const gap = (car.price - estimate.expected) / estimate.expected;
  return { label: labelWithHysteresis(gap, previous), estimate, comparables: comparables.length };
}

// Units the fit works in: years from the comparables' median year, mileage in 10 000 mi from
// their median, so the normal equations are well scaled.
const MILES_UNIT = 10_000;
const HUBER_K = 1.345;
const MAD_TO_SIGMA = 1.4826;
const IRLS_ROUNDS = 20;
/** A tiny ridge on the slopes: comparables all of one year (or one mileage) still give a fit. */
const RIDGE = 1e-6;

/** The expected price at the car's year and mileage, or null when the fit is not positive. */
export function estimatePrice(car: Pick<CarToRate, 'year' | 'mileage'>, comparables: Comparable[]): Estimate | null {
  const year0 = median(comparables.map((c) => c.year));
  const miles0 = median(comparables.map((c) => c.mileage));
  const rows = comparables.map((c) => [1, c.year - year0, (c.mileage - miles0) / MILES_UNIT]);
  const prices = comparables.map((c) => c.price);

  let weights = prices.map(() => 1);
  let beta = solveWeighted(rows, prices, weights);
  let scale = 0;
  for (let round = 0; round < IRLS_ROUNDS; round++) {
    const residuals = prices.map((p, i) => p - dot(rows[i], beta));
    scale = MAD_TO_SIGMA * median(residuals.map(Math.abs));
    if (scale === 0) break; // an exact fit of the majority: nothing left to down-weight
    weights = residuals.map((r) => Math.min(1, (HUBER_K * scale) / Math.abs(r || Number.MIN_VALUE)));
    const next = solveWeighted(rows, prices, weights);
    const moved = Math.max(...next.map((b, i) => Math.abs(b - beta[i])));
    beta = next;
    if (moved < 1e-6) break;
  }
  const expected = dot([1, car.year - year0, (car.mileage - miles0) / MILES_UNIT], beta);
  if (!(expected > 0)) return null;
  return { expected: round2(expected), low: round2(Math.max(0, expected - scale)), high: round2(expected + scale) };
}

/** Weighted least squares with a tiny ridge on the slopes: solves (XᵀWX + λI′)β = XᵀWy. */
function solveWeighted(rows: number[][], y: number[], w: number[]): number[] {
  const n = rows[0].length;
  const a = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j && i > 0 ? RIDGE : 0)));
  const b = new Array<number>(n).fill(0);
  rows.forEach((x, k) => {
    for (let i = 0; i < n; i++) {
      b[i] += w[k] * x[i] * y[k];
      for (let j = 0; j < n; j++) a[i][j] += w[k] * x[i] * x[j];
    }
  });
  return gaussianSolve(a, b);
}

function gaussianSolve(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    [b[col], b[pivot]] = [b[pivot], b[col]];
    for (let r = col + 1; r < n; r++) {
      const f = a[r][col] / a[col][col];
      for (let c = col; c < n; c++) a[r][c] -= f * a[col][c];
      b[r] -= f * b[col];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r];
    for (let c = r + 1; c < n; c++) s -= a[r][c] * x[c];
    x[r] = s / a[r][r];
  }
  return x;
}

const dot = (x: number[], beta: number[]) => x.reduce((s, xi, i) => s + xi * beta[i], 0);
const round2 = (v: number) => Math.round(v * 100) / 100;

function median(values: number[]): number {
  const sorted = [...values].sort((p, q) => p - q);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
