// The one estimate of a monthly car payment, for the API (the maxMonthly filter turns a budget into
// a price bound) and the browser (the cards' "about $X/mo" and the listing page's calculator), so a
// card never shows a figure the filter disagrees with. Dollars throughout; prices on the wire are k$.

/** The terms every estimate starts from, shown beside the figure. */
const PAYMENT_DEFAULTS = Object.freeze({ downPaymentPercent: 10, aprPercent: 7.9, months: 60 });

/** The terms the calculator accepts. */
const PAYMENT_LIMITS = Object.freeze({ minMonths: 24, maxMonths: 84, maxAprPercent: 36 });

/** What one dollar financed costs a month over `months` at `aprPercent` (standard amortization; 0 % APR: 1/months). */
function paymentPerDollar(aprPercent, months) {
  const rate = aprPercent / 100 / 12;
  if (rate === 0) return 1 / months;
  return rate / (1 - Math.pow(1 + rate, -months));
}

/**
 * The monthly payment and total interest of a loan of `price - downPayment` over `months` at
 * `aprPercent` (all dollars). A down payment at or above the price leaves nothing to pay.
 */
function monthlyPayment({ price, downPayment, aprPercent, months }) {
  const financed = Math.max(0, price - downPayment);
  const monthly = financed * paymentPerDollar(aprPercent, months);
  // Never below zero: at 0 % APR the payments add up to the amount financed, give or take a float's last digit.
  return { financed, monthly, totalInterest: Math.max(0, monthly * months - financed) };
}

/** The default estimate for a car of `price` dollars: PAYMENT_DEFAULTS' down payment, APR and term. */
function defaultMonthly(price) {
  const { downPaymentPercent, aprPercent, months } = PAYMENT_DEFAULTS;
  return monthlyPayment({ price, downPayment: (price * downPaymentPercent) / 100, aprPercent, months }).monthly;
}

/**
 * The highest price (dollars) whose default estimate, rounded to the dollar as the cards show it,
 * is at most `maxMonthly`: the maxMonthly filter's price bound.
 */
function maxPriceForMonthly(maxMonthly) {
  const { downPaymentPercent, aprPercent, months } = PAYMENT_DEFAULTS;
  const financedShare = 1 - downPaymentPercent / 100;
  return (maxMonthly + 0.5) / paymentPerDollar(aprPercent, months) / financedShare;
}

module.exports = {
  PAYMENT_DEFAULTS,
  PAYMENT_LIMITS,
  paymentPerDollar,
  monthlyPayment,
  defaultMonthly,
  maxPriceForMonthly,
};
