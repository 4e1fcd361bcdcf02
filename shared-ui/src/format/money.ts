import { LOCALE } from './locale';

const K_AMOUNT = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/**
 * How every screen writes a price in thousands of dollars (the API's unit): at most two decimals,
 * rounded half away from zero (34.565 -> '34.57'), no trailing zeros (52 -> '52'), thousands
 * grouped (1250 -> '1,250'), then the unit: 'k$' for a sale price, 'K$' for an original price.
 */
export function kDollars(amount: number, unit: 'k$' | 'K$' = 'k$'): string {
  return `${K_AMOUNT.format(amount)} ${unit}`;
}

/** An amount in the currency's smallest unit, as a card is charged: 3450000, 'usd' -> '$34,500.00' (the server writes it so too). */
export { dollars } from '@carmarket/stack-facts/reader-words';
