// How a monthly payment reads. The estimate itself is @carmarket/stack-facts/monthly-payment's,
// which the API's maxMonthly filter uses too, so a card's figure and the budget filter agree.
import { defaultMonthly, PAYMENT_DEFAULTS } from '@carmarket/stack-facts/monthly-payment';

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$1,234' (whole dollars). */
export const dollars = (amount: number) => DOLLARS.format(Math.round(amount));
/** '$386.66'. */
export const dollarsAndCents = (amount: number) => CENTS.format(amount);

/** A card's line for a sale price in k$: 'about $546/mo'. */
export const aboutMonthly = (salePriceK: number) => `about ${dollars(defaultMonthly(salePriceK * 1000))}/mo`;

/** The terms behind aboutMonthly, said beside it: '10% down, 7.9% APR, 60 months'. */
export const DEFAULT_TERMS_TEXT = `${PAYMENT_DEFAULTS.downPaymentPercent}% down, ${PAYMENT_DEFAULTS.aprPercent}% APR, ${PAYMENT_DEFAULTS.months} months`;
