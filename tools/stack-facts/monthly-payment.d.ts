export interface PaymentTerms {
  readonly downPaymentPercent: number;
  readonly aprPercent: number;
  readonly months: number;
}

/** The terms every estimate starts from (10 % down, 7.9 % APR, 60 months), shown beside the figure. */
export declare const PAYMENT_DEFAULTS: PaymentTerms;

/** The terms the calculator accepts: 24–84 months, APR up to 36 %. */
export declare const PAYMENT_LIMITS: {
  readonly minMonths: number;
  readonly maxMonths: number;
  readonly maxAprPercent: number;
};

/** What one dollar financed costs a month over `months` at `aprPercent` (standard amortization; 0 % APR: 1/months). */
export declare function paymentPerDollar(aprPercent: number, months: number): number;

export interface Loan {
  /** Dollars. */
  price: number;
  /** Dollars. */
  downPayment: number;
  aprPercent: number;
  months: number;
}

/** The monthly payment and total interest of a loan of `price - downPayment` (dollars, unrounded). */
export declare function monthlyPayment(loan: Loan): { financed: number; monthly: number; totalInterest: number };

/** The default estimate (PAYMENT_DEFAULTS) for a car of `price` dollars, unrounded. */
export declare function defaultMonthly(price: number): number;

/** The highest price (dollars) whose default estimate, rounded to the dollar, is at most `maxMonthly`. */
export declare function maxPriceForMonthly(maxMonthly: number): number;
