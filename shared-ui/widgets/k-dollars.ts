const AMOUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * How every screen writes a price in thousands of dollars (the API's unit): at most two decimals,
 * rounded half away from zero (34.565 -> '34.57'), no trailing zeros (52 -> '52'), thousands
 * grouped (1250 -> '1,250'), then the unit: 'k$' for a sale price, 'K$' for an original price.
 */
export function kDollars(amount: number, unit: 'k$' | 'K$' = 'k$'): string {
  return `${AMOUNT.format(amount)} ${unit}`;
}
