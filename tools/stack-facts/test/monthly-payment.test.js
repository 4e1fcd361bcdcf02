// The payment estimate against worked examples (figures from the standard amortization formula,
// checked by hand: P·r / (1 − (1 + r)^−n), r = APR / 12).
const { PAYMENT_DEFAULTS, defaultMonthly, maxPriceForMonthly, monthlyPayment } = require('../monthly-payment');

describe('monthlyPayment', () => {
  it('pays $20,000 over 60 months at 6 % with $386.66 a month and $3,199.36 of interest', () => {
    const loan = monthlyPayment({ price: 20000, downPayment: 0, aprPercent: 6, months: 60 });
    expect(loan.monthly).toBeCloseTo(386.66, 2);
    expect(loan.totalInterest).toBeCloseTo(3199.36, 2);
  });

  it('splits the price evenly at 0 % APR, with no interest', () => {
    const loan = monthlyPayment({ price: 14000, downPayment: 2000, aprPercent: 0, months: 48 });
    expect(loan.financed).toBe(12000);
    expect(loan.monthly).toBe(250);
    expect(loan.totalInterest).toBe(0);
    // 27,000 / 84 · 84 falls a hair short of 27,000 in floating point: still no interest, not "-$0.00".
    expect(monthlyPayment({ price: 30000, downPayment: 3000, aprPercent: 0, months: 84 }).totalInterest).toBe(0);
  });

  it('finances only what the down payment leaves: $25,000 less $5,000 at 5 % over 72 months is $322.10', () => {
    expect(monthlyPayment({ price: 25000, downPayment: 5000, aprPercent: 5, months: 72 }).monthly).toBeCloseTo(
      322.1,
      2,
    );
  });

  it('owes nothing when the down payment covers the price', () => {
    expect(monthlyPayment({ price: 9000, downPayment: 10000, aprPercent: 7.9, months: 60 })).toEqual({
      financed: 0,
      monthly: 0,
      totalInterest: 0,
    });
  });
});

describe('the default estimate', () => {
  it('is 10 % down, 7.9 % APR over 60 months', () => {
    expect(PAYMENT_DEFAULTS).toEqual({ downPaymentPercent: 10, aprPercent: 7.9, months: 60 });
  });

  it('makes a $30,000 car about $546 a month ($27,000 financed)', () => {
    expect(defaultMonthly(30000)).toBeCloseTo(546.17, 2);
  });
});

describe('maxPriceForMonthly', () => {
  it('bounds the price so that the rounded default estimate stays within the budget', () => {
    for (const budget of [150, 300, 546, 1000]) {
      const bound = maxPriceForMonthly(budget);
      expect(Math.round(defaultMonthly(bound - 1))).toBeLessThanOrEqual(budget);
      expect(Math.round(defaultMonthly(bound + 1))).toBeGreaterThan(budget);
    }
  });

  it('lets a $30,000 car in at $546 a month and keeps it out at $545', () => {
    expect(maxPriceForMonthly(546)).toBeGreaterThanOrEqual(30000);
    expect(maxPriceForMonthly(545)).toBeLessThan(30000);
  });
});
