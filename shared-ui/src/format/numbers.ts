import { LOCALE } from './locale';

const WHOLE = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const UP_TO_TWO = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const COMPACT = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });

/** 34800 -> '34,800 mi'. */
export const mileage = (miles: number): string => `${WHOLE.format(miles)} mi`;

/** How far a car is: 1234 -> '1,234 mi away'; under a mile, 'Under 1 mi away'. */
export const milesAway = (miles: number): string => (miles < 1 ? 'Under 1 mi away' : `${WHOLE.format(miles)} mi away`);

/** An axis tick: 34800 -> '34.8K mi'. */
export const mileageCompact = (miles: number): string => `${COMPACT.format(miles)} mi`;

/** Years a car was used: 2.5 -> '2.5 years', 1 -> '1 year' (at most two decimals). */
export const yearsUsed = (years: number): string => `${UP_TO_TWO.format(years)} ${years === 1 ? 'year' : 'years'}`;

/** A share: 12.4 -> '12 %' (a no-break space before the sign). */
export const percent = (value: number): string => `${WHOLE.format(value)}\u00a0%`;
