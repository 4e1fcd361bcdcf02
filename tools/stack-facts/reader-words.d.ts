export declare const LOCALE: 'en-US';
export declare const TIME_ZONE: 'UTC';
/** 'Jun 12, 2:05 PM UTC': a moment someone acts by, with its zone ('' for something that is not a date). */
export declare function formatDateTime(at: string | number | Date): string;
/** An amount in the currency's smallest unit, as a card is charged: 3450000, 'usd' -> '$34,500.00'. */
export declare function dollars(cents: number, currency?: string): string;
/** A price in the API's unit of thousands of dollars, in whole dollars: 28.5 -> '$28,500'. */
export declare function wholeDollarsOfK(kDollars: number): string;
